// ViewLifecycle · PluginSession

import SwiftCompilerPlugin

/// How the package's compiler plugins serve the compiler: as every plugin does, behind the
/// filter that ends the session cleanly (`ClosingMessageFilter`).
package enum PluginSession {
    /// Serves the compiler for `plugin` until the session ends; call it from the plugin's `main()`.
    ///
    /// - Parameter plugin: The plugin type, whose macros the compiler asks for.
    /// - Throws: What swift-syntax's entry point throws.
    package static func serve<Plugin: CompilerPlugin>(_ plugin: Plugin.Type) throws {
        ClosingMessageFilter.install()
        // In generic code `main()` is the protocol extension's, swift-syntax's own entry point.
        try Plugin.main()
    }
}
