// ViewLifecycle · HeadlessSwiftUI

extension _RowActionsView {
    /// How the user reaches a row's actions.
    package enum Kind: Sendable {
        /// A swipe across the row reveals them (`swipeActions`).
        case swipeActions
        /// A long press on the row shows them (`contextMenu`).
        case contextMenu
    }
}
