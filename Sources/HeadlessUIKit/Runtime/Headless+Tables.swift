// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps a visible row of a table view as a user's finger does: highlight, then selection
    /// with the delegate's calls (`UITableView` documents the order used). Nothing happens for
    /// a row that is not on screen or when selection is not allowed.
    ///
    /// - Parameters:
    ///   - indexPath: The row.
    ///   - tableView: The table view.
    public static func tapRow(at indexPath: IndexPath, in tableView: UITableView) {
        HeadlessJobs.followingVirtualTime { tableView.performUserTap(at: indexPath) }
    }

    /// Swipes a visible row and taps the swipe action titled `title`: the delegate's trailing
    /// (then leading) actions, or UIKit's "Delete" action that commits `.delete` when the
    /// delegate gives none.
    ///
    /// - Parameters:
    ///   - title: The action's title.
    ///   - indexPath: The row.
    ///   - tableView: The table view.
    /// - Returns: Whether the action was found and run.
    @discardableResult
    public static func performSwipeAction(
        _ title: String, forRowAt indexPath: IndexPath, in tableView: UITableView
    ) -> Bool {
        var performed = false
        HeadlessJobs.followingVirtualTime {
            performed = tableView.performSwipeAction(titled: title, at: indexPath)
        }
        return performed
    }

    /// Drags a row's reorder control from one place to another, as in editing mode.
    ///
    /// - Parameters:
    ///   - source: Where the row is.
    ///   - destination: Where the user drops it.
    ///   - tableView: The table view.
    public static func moveRow(at source: IndexPath, to destination: IndexPath, in tableView: UITableView) {
        HeadlessJobs.followingVirtualTime { tableView.performUserMove(from: source, to: destination) }
    }
}
