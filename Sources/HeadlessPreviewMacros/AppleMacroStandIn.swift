// ViewLifecycle · HeadlessPreviewMacros

import SwiftSyntax
import SwiftSyntaxMacros

/// Stands in for Apple's `PreviewsMacros.SwiftUIView` (Xcode's plugin, absent off a Mac) when
/// scripts/ios-typecheck-tests.sh type-checks `#Preview` against the iOS SDK: the compiler has
/// already checked the arguments against Apple's declaration, so the expansion declares nothing.
public struct AppleMacroStandIn: DeclarationMacro {
    /// Expands to no declarations.
    public static func expansion(
        of node: some FreestandingMacroExpansionSyntax, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}
