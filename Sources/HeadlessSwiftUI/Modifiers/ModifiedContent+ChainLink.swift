// ViewLifecycle · HeadlessSwiftUI

/// A `ModifiedContent` seen without its generic arguments, to read the modifiers a view carries.
@MainActor
protocol ModifierChainLink {
    var linkContent: any View { get }
    var linkModifier: Any { get }
}

extension ModifiedContent: ModifierChainLink where Content: View, Modifier: ViewModifier {
    var linkContent: any View { content }
    var linkModifier: Any { modifier }
}
