// ViewLifecycle · PreviewsMacros (a stand-in for type-checking against the iOS SDK)

import PluginSession

/// Stands in for Apple's `PreviewsMacros.SwiftUIView` (Xcode's plugin, absent off a Mac) when
/// scripts/ios-typecheck-tests.sh type-checks `#Preview` against the iOS SDK: the compiler has
/// already checked the arguments against Apple's declaration, so the expansion declares nothing.
///
/// The compiler asks a plugin for `PreviewsMacros.SwiftUIView`, and the plugin finds a macro by
/// its type name, so the type and its module carry Apple's names.
enum SwiftUIView: DeclarationMacro {
    /// Expands to no declarations.
    static func expansion(
        of source: MacroSource, in context: inout ExpansionContext
    ) throws(MacroExpansionError) -> String {
        ""
    }
}

/// The stand-in plugin's entry.
@main
enum PreviewsMacrosPlugin {
    /// Serves the compiler until it ends the session.
    static func main() {
        PluginSession.serve([SwiftUIView.self])
    }
}
