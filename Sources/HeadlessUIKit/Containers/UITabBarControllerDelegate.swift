// ViewLifecycle · HeadlessUIKit

/// An object asked about, and told of, tab selections the user makes.
///
/// UIKit's members are `optional`; here each is a requirement with UIKit's default behaviour,
/// and the extension's `tabBarController` property lets `delegate?.tabBarController?(…)`
/// compile as it does against UIKit (see `Docs/HeadlessUIKit.md` for what still differs).
@MainActor @preconcurrency
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asks whether the user may select `viewController`; called before a tap switches tabs.
    ///
    /// - Parameters:
    ///   - tabBarController: The tab bar controller.
    ///   - viewController: The controller of the tab the user touched.
    /// - Returns: Whether to select it.
    func tabBarController(
        _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
    ) -> Bool

    /// Reports a tab the user selected, after the switch; never sent for programmatic selection.
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

    /// The optional methods as one callable value, so `delegate?.tabBarController?(…)` compiles
    /// as it does against UIKit's optional requirements.
    public var tabBarController: Headless.TabBarControllerDelegateMethods? {
        Headless.TabBarControllerDelegateMethods(delegate: self)
    }
}
