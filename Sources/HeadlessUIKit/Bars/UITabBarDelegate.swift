// ViewLifecycle · HeadlessUIKit

/// An object told when the user selects an item of a tab bar.
///
/// UIKit's member is `optional`; as for the controller delegates, it is a requirement with an
/// empty default plus a `tabBar` property that keeps `delegate?.tabBar?(…)` compiling.
@MainActor @preconcurrency
public protocol UITabBarDelegate: NSObjectProtocol {
    /// Called when the user selects `item`; not called for programmatic selection.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The selected item.
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem)
}

extension UITabBarDelegate {
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - tabBar: The tab bar.
    ///   - item: The selected item.
    public func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {}

    /// The optional method as a callable value, so `delegate?.tabBar?(…)` compiles.
    public var tabBar: Headless.TabBarDelegateMethods? {
        Headless.TabBarDelegateMethods(delegate: self)
    }
}
