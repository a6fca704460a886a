// ViewLifecycle · HeadlessSwiftUI

/// A `ModifiedContent` seen without its generic arguments, to read the modifiers a view carries.
@MainActor
package protocol ModifierChainLink {
    var linkContent: any View { get }
    var linkModifier: Any { get }
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
    package var linkContent: any View { content }
    package var linkModifier: Any { modifier }
}
