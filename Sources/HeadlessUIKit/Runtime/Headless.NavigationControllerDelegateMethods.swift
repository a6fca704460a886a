// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// A navigation controller delegate's optional methods, called as
    /// `delegate?.navigationController?(…)` is against UIKit.
    @MainActor @preconcurrency
    public struct NavigationControllerDelegateMethods {
        let delegate: any UINavigationControllerDelegate

        /// Calls the delegate's `navigationController(_:willShow:animated:)`.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - viewController: The controller about to be shown.
        ///   - animated: Whether the change is animated.
        public func callAsFunction(
            _ navigationController: UINavigationController, willShow viewController: UIViewController,
            animated: Bool
        ) {
            delegate.navigationController(navigationController, willShow: viewController, animated: animated)
        }

        /// Calls the delegate's `navigationController(_:didShow:animated:)`.
        ///
        /// - Parameters:
        ///   - navigationController: The navigation controller.
        ///   - viewController: The controller now shown.
        ///   - animated: Whether the change was animated.
        public func callAsFunction(
            _ navigationController: UINavigationController, didShow viewController: UIViewController,
            animated: Bool
        ) {
            delegate.navigationController(navigationController, didShow: viewController, animated: animated)
        }
    }
}
