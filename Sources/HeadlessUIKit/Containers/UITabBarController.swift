// ViewLifecycle · HeadlessUIKit

/// A container that shows one of several controllers at a time, switched by selecting a tab.
///
/// Only the selected tab's view loads; a switch while on screen runs as a non-animated
/// transition whose `did` half comes on the next run-loop turn, after layout. A user's tap
/// (`Headless.tapTab(at:of:)`) asks the delegate's `shouldSelect` and reports `didSelect`.
@MainActor @preconcurrency
open class UITabBarController: UIViewController, UITabBarDelegate {
    var tabs: [UIViewController]?
    var storedSelectedIndex = 0
    /// The object asked about tab selections made by the user; held weakly, as in UIKit.
    open weak var delegate: (any UITabBarControllerDelegate)?
    private lazy var storedTabBar: UITabBar = {
        let bar = UITabBar(frame: .zero)
        bar.delegate = self
        return bar
    }()

    /// The bar of the tabs' items, whose delegate is this controller, as in UIKit.
    open var tabBar: UITabBar { storedTabBar }

    /// The navigation controller that, in UIKit, lists the tabs beyond the bar's room under
    /// "More". HeadlessUIKit has no bar width and never shows it: every tab is selected directly.
    open var moreNavigationController: UINavigationController { storedMoreNavigationController }
    private lazy var storedMoreNavigationController = UINavigationController()

    /// Handles the user's selection of `item` in the tab bar: asks the delegate's
    /// `tabBarController(_:shouldSelect:)`, switches tabs, then reports `didSelect` once the
    /// switch has finished.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The item the user touched.
    open func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        guard let index = tabs?.firstIndex(where: { $0.tabBarItem === item }) else { return }
        selectByUser(index)
    }

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

    /// Only the tabs follow the tab bar controller's appearance: a child added by hand gets no
    /// callbacks from it, as a navigation controller's does not (a guess by analogy).
    override func forwardsAppearance(to child: UIViewController) -> Bool {
        super.forwardsAppearance(to: child) && (tabs ?? []).contains { $0 === child }
    }
}
