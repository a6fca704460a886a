// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// A tab bar delegate's optional method, called as `delegate?.tabBar?(…)` is against UIKit.
    @MainActor @preconcurrency
    public struct TabBarDelegateMethods {
        let delegate: any UITabBarDelegate

        /// Calls the delegate's `tabBar(_:didSelect:)`.
        ///
        /// - Parameters:
        ///   - tabBar: The tab bar.
        ///   - item: The selected item.
        public func callAsFunction(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
            delegate.tabBar(tabBar, didSelect: item)
        }
    }
}
