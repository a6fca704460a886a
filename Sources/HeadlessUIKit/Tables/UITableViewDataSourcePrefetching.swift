// ViewLifecycle · HeadlessUIKit

/// An object asked to load the data of rows before they come on screen.
@MainActor @preconcurrency
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Starts loading the data of rows that will soon be shown.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])

    /// Stops loading the data of rows that are no longer expected soon.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing; optional in UIKit.
    ///
    /// - Parameters:
    ///   - tableView: The table view.
    ///   - indexPaths: The rows.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
