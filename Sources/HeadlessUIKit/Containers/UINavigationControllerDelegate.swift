// ViewLifecycle · HeadlessUIKit

/// An object told when a navigation controller is about to show, and has shown, a controller.
///
/// UIKit's members are `optional` Objective-C requirements. Swift has no optional requirements
/// without the Objective-C runtime, so each one is a requirement with an empty default, and the
/// extension's `navigationController` property lets `delegate?.navigationController?(…)` compile
/// as it does against UIKit. The difference that remains is in `Docs/HeadlessUIKit.md`.
@MainActor @preconcurrency
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called before the navigation controller shows `viewController`.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether the change is animated.
    func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool)

    /// Called after the navigation controller has shown `viewController`.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller now shown.
    ///   - animated: Whether the change was animated.
    func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool)
}

extension UINavigationControllerDelegate {
    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller about to be shown.
    ///   - animated: Whether the change is animated.
    public func navigationController(
        _ navigationController: UINavigationController, willShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// Does nothing; the method is optional in UIKit.
    ///
    /// - Parameters:
    ///   - navigationController: The navigation controller.
    ///   - viewController: The controller now shown.
    ///   - animated: Whether the change was animated.
    public func navigationController(
        _ navigationController: UINavigationController, didShow viewController: UIViewController,
        animated: Bool
    ) {}

    /// The optional methods as one callable value, so `delegate?.navigationController?(…)`
    /// compiles as it does against UIKit's optional requirements.
    ///
    /// Inside a `UIViewController` that is its own delegate, the controller's
    /// `navigationController` property wins, as members of a class win over a protocol's.
    public var navigationController: Headless.NavigationControllerDelegateMethods? {
        Headless.NavigationControllerDelegateMethods(delegate: self)
    }
}
