// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Types `text` into the search bar of the screen on top, as the user does: the search
    /// becomes active if it is not, then each character is one change of the bar's text
    /// (`searchBar(_:textDidChange:)`, then `updateSearchResults(for:)`); the call runs until
    /// idle.
    ///
    /// The search controller is the active one on top, else the one in the `navigationItem`
    /// of the controller shown (a navigation controller's top, a tab bar's selection).
    ///
    /// - Parameter text: The characters, appended to the bar's text.
    /// - Throws: `Headless.ControlError` when the screen has no search controller.
    public static func typeSearch(_ text: String) throws {
        let search = try searchController()
        ControlFinder.play {
            if !search.isActive { search.isActive = true }
        }
        ControlFinder.play {
            for character in text { search.userTypes(String(character)) }
        }
    }

    /// Taps the search bar's Cancel button: the bar's delegate hears it and the search
    /// becomes inactive; the call runs until idle.
    ///
    /// - Throws: `Headless.ControlError` when no search is active.
    public static func cancelSearch() throws {
        let search = try searchController()
        guard search.isActive else { throw ControlError("The search is not active.") }
        ControlFinder.play {
            search.searchBar.delegate?.searchBarCancelButtonClicked(search.searchBar)
            search.isActive = false
        }
    }

    private static func searchController() throws -> UISearchController {
        let top = try ControlFinder.topController()
        if let search = top as? UISearchController { return search }
        var shown = top
        while true {
            if let navigation = shown as? UINavigationController, let next = navigation.topViewController {
                shown = next
            } else if let tabs = shown as? UITabBarController, let next = tabs.selectedViewController {
                shown = next
            } else {
                break
            }
        }
        guard let search = shown.navigationItem.searchController else {
            throw ControlError(
                "No search controller in the navigation item of \(String(describing: type(of: shown))).")
        }
        return search
    }
}
