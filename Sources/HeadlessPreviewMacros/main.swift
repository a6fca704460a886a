// ViewLifecycle · HeadlessPreviewMacros

@_spi(PluginMessage) import SwiftCompilerPluginMessageHandling
import SwiftSyntaxMacros

/// The compiler plugin's entry: serves `PreviewMacro` over the compiler's stdin/stdout protocol.
/// SwiftCompilerPlugin is not among the toolchain's host modules, so this is its `main` by hand.
struct PreviewsPlugin: PluginProvider {
    /// Resolves the one macro type this plugin provides.
    func resolveMacro(moduleName: String, typeName: String) throws -> any Macro.Type {
        switch typeName {
        case "PreviewMacro": return PreviewMacro.self
        // Apple's `PreviewsMacros.SwiftUIView`, for type-checking against the iOS SDK off Xcode.
        case "SwiftUIView": return AppleMacroStandIn.self
        default: throw UnknownMacro(typeName: typeName)
        }
    }

    /// Never asked: the plugin does not advertise `loadPluginLibrary`.
    func loadPluginLibrary(libraryPath: String, moduleName: String) throws {
        throw UnknownMacro(typeName: moduleName)
    }

    /// No optional features.
    var features: [PluginFeature] { [] }
}

/// A macro type this plugin does not provide.
struct UnknownMacro: Error, CustomStringConvertible {
    /// The type the compiler asked for.
    let typeName: String
    /// The diagnostic the compiler shows.
    var description: String { "HeadlessPreviewMacros has no macro \(typeName)" }
}

let connection = try StandardIOMessageConnection()
let listener = CompilerPluginMessageListener(connection: connection, provider: PreviewsPlugin())
try listener.main()
