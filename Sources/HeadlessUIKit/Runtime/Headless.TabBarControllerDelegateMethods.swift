// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// A tab bar controller delegate's optional methods, called as
    /// `delegate?.tabBarController?(…)` is against UIKit.
    @MainActor @preconcurrency
    public struct TabBarControllerDelegateMethods {
        let delegate: any UITabBarControllerDelegate

        /// Calls the delegate's `tabBarController(_:shouldSelect:)`.
        ///
        /// - Parameters:
        ///   - tabBarController: The tab bar controller.
        ///   - viewController: The controller of the tab the user touched.
        /// - Returns: The delegate's answer.
        public func callAsFunction(
            _ tabBarController: UITabBarController, shouldSelect viewController: UIViewController
        ) -> Bool {
            delegate.tabBarController(tabBarController, shouldSelect: viewController)
        }

        /// Calls the delegate's `tabBarController(_:didSelect:)`.
        ///
        /// - Parameters:
        ///   - tabBarController: The tab bar controller.
        ///   - viewController: The selected controller.
        public func callAsFunction(
            _ tabBarController: UITabBarController, didSelect viewController: UIViewController
        ) {
            delegate.tabBarController(tabBarController, didSelect: viewController)
        }
    }
}
