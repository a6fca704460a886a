// ViewLifecycle · HeadlessPreviewMacros

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves `#Preview` off Apple platforms.
@main
struct PreviewsPlugin: CompilerPlugin {
    /// The macro types this plugin provides, which the compiler finds by their qualified names.
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]
}
