// ViewLifecycle · HeadlessUIKit

/// An object that updates search results as the user types in a search controller's bar.
@MainActor @preconcurrency
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// The search bar's text changed, or the search became active or inactive.
    ///
    /// - Parameter searchController: The search controller.
    func updateSearchResults(for searchController: UISearchController)
}
