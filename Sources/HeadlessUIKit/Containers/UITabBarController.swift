// ViewLifecycle · HeadlessUIKit

/// A container that shows one of several controllers at a time, switched by selecting a tab.
///
/// Only the selected tab's view loads; a switch while on screen runs as a non-animated
/// transition whose `did` half comes on the next run-loop turn, after layout.
@MainActor @preconcurrency
open class UITabBarController: UIViewController {
    var tabs: [UIViewController]?
    var storedSelectedIndex = 0
    /// The object asked about tab selections made by the user; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?

    /// The tabs' controllers, in tab order; setting it replaces them without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs' controllers, keeping the selected controller if it is still a tab.
    ///
    /// - Parameters:
    ///   - viewControllers: The new tabs, or `nil` for none.
    ///   - animated: Whether to animate the tab bar (no effect on callbacks).
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        performSetTabs(viewControllers)
    }

    /// The index of the selected tab; setting it switches tabs.
    open var selectedIndex: Int {
        get { storedSelectedIndex }
        set { select(newValue) }
    }

    /// The selected tab's controller; setting it to one of the tabs switches to it.
    open var selectedViewController: UIViewController? {
        get {
            guard let tabs, tabs.indices.contains(storedSelectedIndex) else { return nil }
            return tabs[storedSelectedIndex]
        }
        set {
            guard let newValue, let index = tabs?.firstIndex(where: { $0 === newValue }) else { return }
            select(index)
        }
    }

    override func prepareForAppearance() {
        installSelectedView()
    }
}

/// An object asked about, and told of, tab selections the user makes.
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks whether the user may select `viewController`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tab the user touched.
    /// - Returns: Whether to select it.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool

    /// Reports a tab switch the user made to `viewController`.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected controller.
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    /// Allows every selection; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tab the user touched.
    /// - Returns: `true`.
    public func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool { true }

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The selected controller.
    public func tabBarController(
        _ tabBarController: UITabBarController, didSelect viewController: UIViewController
    ) {}
}
