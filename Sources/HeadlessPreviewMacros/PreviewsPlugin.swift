// ViewLifecycle · HeadlessPreviewMacros

import PluginSession
import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves `#Preview` off Apple platforms.
@main
struct PreviewsPlugin: CompilerPlugin {
    /// The macro types this plugin provides, which the compiler finds by their qualified names.
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]

    /// Serves the compiler as every plugin does, behind the filter that ends the session cleanly.
    static func main() throws {
        try PluginSession.serve(Self.self)
    }
}
