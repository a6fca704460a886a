// ViewLifecycle · HeadlessUIKit

/// An object told when a search controller becomes active and inactive.
///
/// UIKit's members are `optional`; here each has UIKit's default (see
/// `UINavigationControllerDelegate`).
@MainActor @preconcurrency
public protocol UISearchControllerDelegate: NSObjectProtocol {
    /// The search is about to become active.
    ///
    /// - Parameter searchController: The search controller.
    func willPresentSearchController(_ searchController: UISearchController)
    /// The search became active.
    ///
    /// - Parameter searchController: The search controller.
    func didPresentSearchController(_ searchController: UISearchController)
    /// The search is about to become inactive.
    ///
    /// - Parameter searchController: The search controller.
    func willDismissSearchController(_ searchController: UISearchController)
    /// The search became inactive.
    ///
    /// - Parameter searchController: The search controller.
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    /// Does nothing.
    ///
    /// - Parameter searchController: The search controller.
    public func willPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    ///
    /// - Parameter searchController: The search controller.
    public func didPresentSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    ///
    /// - Parameter searchController: The search controller.
    public func willDismissSearchController(_ searchController: UISearchController) {}
    /// Does nothing.
    ///
    /// - Parameter searchController: The search controller.
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
