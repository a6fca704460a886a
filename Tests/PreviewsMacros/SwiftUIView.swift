// ViewLifecycle · PreviewsMacros (a stand-in for type-checking against the iOS SDK)

import PluginSession
import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Stands in for Apple's `PreviewsMacros.SwiftUIView` (Xcode's plugin, absent off a Mac) when
/// scripts/ios-typecheck-tests.sh type-checks `#Preview` against the iOS SDK: the compiler has
/// already checked the arguments against Apple's declaration, so the expansion declares nothing.
///
/// The compiler asks a plugin for `PreviewsMacros.SwiftUIView`, and `CompilerPlugin` finds a macro
/// by its module-qualified name, so the type and its module carry Apple's names.
public struct SwiftUIView: DeclarationMacro {
    /// Expands to no declarations.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// The stand-in plugin's entry.
@main
struct PreviewsMacrosPlugin: CompilerPlugin {
    /// The one macro the iOS SDK's `#Preview` names.
    let providingMacros: [any Macro.Type] = [SwiftUIView.self]

    /// Serves the compiler behind the filter that ends the session cleanly, as the package's own
    /// `#Preview` plugin does: the package resolves a swift-syntax that misreads Swift 6.3's
    /// closing message.
    static func main() throws {
        try PluginSession.serve(Self.self)
    }
}
