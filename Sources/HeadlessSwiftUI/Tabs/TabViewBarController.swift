// ViewLifecycle · HeadlessSwiftUI

/// The tab bar controller a `TabView` shows: a `UITabBarController` that tells its tab view when
/// it has appeared, so the tabs a profile builds eagerly (iOS 17) appear with it.
final class TabViewBarController: UITabBarController {
    /// The tab view's state, told of the appearance.
    weak var tabView: TabViewContext?

    /// Notifies the controller that its view was added to a view hierarchy; the tab view's eager
    /// tabs appear after the selected one.
    ///
    /// - Parameter animated: Whether the appearance was animated.
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        tabView?.tabBarControllerDidAppear()
    }
}
