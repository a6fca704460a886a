// ViewLifecycle · HeadlessUIKit

/// The actions a swipe on a table row reveals, first action nearest the edge.
@MainActor @preconcurrency
open class UISwipeActionsConfiguration: NSObject {
    /// The actions.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration.
    ///
    /// - Parameter actions: The actions, first nearest the edge.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
