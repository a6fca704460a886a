// ViewLifecycle · HeadlessUIKit

/// An object told about a search bar's editing and buttons.
///
/// UIKit's members are `optional`; here each has UIKit's default (see
/// `UINavigationControllerDelegate`).
@MainActor @preconcurrency
public protocol UISearchBarDelegate: NSObjectProtocol {
    /// The user changed the text.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The new text.
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    /// Editing began.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    /// Editing ended.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    /// The user tapped the keyboard's search button.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped Cancel.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    /// The user chose another scope.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: The scope's index.
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
    /// Whether editing may begin.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `false` to refuse.
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    /// Whether editing may end.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `false` to keep editing.
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    /// Whether a keystroke may change the text.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - range: The range replaced, in UTF-16 units.
    ///   - text: The replacement.
    /// - Returns: `false` to refuse.
    func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool
    /// The user tapped the bookmark button.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    /// The user tapped the search results button.
    ///
    /// - Parameter searchBar: The search bar.
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
}

extension UISearchBarDelegate {
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - searchText: The new text.
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - selectedScope: The scope's index.
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}

    /// Allows editing.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `true`.
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Allows the end.
    ///
    /// - Parameter searchBar: The search bar.
    /// - Returns: `true`.
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    /// Allows the change.
    ///
    /// - Parameters:
    ///   - searchBar: The search bar.
    ///   - range: The range replaced.
    ///   - text: The replacement.
    /// - Returns: `true`.
    public func searchBar(
        _ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String
    ) -> Bool { true }
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    /// Does nothing.
    ///
    /// - Parameter searchBar: The search bar.
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
}
