// ViewLifecycle · HeadlessPreviewMacros

import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plugin that serves `#Preview` off Apple platforms.
@main
struct PreviewsPlugin: CompilerPlugin {
    /// The macro types this plugin provides, which the compiler finds by their qualified names.
    let providingMacros: [any Macro.Type] = [PreviewMacro.self]

    /// Serves the compiler as every plugin does, behind the filter that ends the session cleanly.
    static func main() throws {
        ClosingMessageFilter.install()
        try serve(Self.self)
    }
}

/// Runs swift-syntax's own entry point: in generic code `main()` is the protocol extension's.
private func serve<Plugin: CompilerPlugin>(_ plugin: Plugin.Type) throws {
    try Plugin.main()
}
