// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps the Cancel button of the search bar named `identifierOrPlaceholder` (one on its
    /// own, as a representable shows it): its delegate hears `searchBarCancelButtonClicked`;
    /// runs until idle.
    ///
    /// - Parameter identifierOrPlaceholder: The search bar's identifier, label or placeholder.
    /// - Throws: `Headless.ControlError` when no such search bar is on screen, or it shows no
    ///   Cancel button.
    public static func tapSearchBarCancelButton(_ identifierOrPlaceholder: String) throws {
        let searchBar = try ControlFinder.find(identifierOrPlaceholder, as: UISearchBar.self, to: "cancelled")
        guard searchBar.showsCancelButton else {
            throw ControlError("\(ControlFinder.describe(searchBar)) shows no Cancel button.")
        }
        ControlFinder.play { searchBar.userCancels() }
    }
}
