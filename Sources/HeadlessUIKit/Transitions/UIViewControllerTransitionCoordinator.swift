// ViewLifecycle · HeadlessUIKit

/// What a transition reports about itself while it runs: animated, interactive, cancelled.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinatorContext: NSObjectProtocol {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of a modal transition; `.none` for other transitions.
    var presentationStyle: UIModalPresentationStyle { get }
    /// Whether the transition began interactively.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the user is still driving the transition.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// The animation's length in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far the transition has progressed, from 0 to 1.
    var percentComplete: CGFloat { get }
    /// The controller on one side of the transition.
    ///
    /// - Parameter key: `.from` for the controller leaving, `.to` for the one arriving.
    /// - Returns: That controller, or `nil` when nothing is on that side.
    @discardableResult
    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController?
    /// The view on one side of the transition.
    ///
    /// - Parameter key: `.from` for the view leaving, `.to` for the one arriving.
    /// - Returns: That view, or `nil` when nothing is on that side.
    @discardableResult
    func view(forKey key: UITransitionContextViewKey) -> UIView?
    /// The view the transition's views animate in: the window.
    var containerView: UIView { get }
}

/// A running transition that lets code animate alongside it and learn when it ends.
@MainActor @preconcurrency
public protocol UIViewControllerTransitionCoordinator: UIViewControllerTransitionCoordinatorContext {
    /// Runs `animation` alongside the transition and `completion` when it ends.
    ///
    /// - Parameters:
    ///   - animation: Runs when the transition's animation starts.
    ///   - completion: Runs when the transition finishes or is cancelled.
    /// - Returns: Whether the blocks were accepted.
    @discardableResult
    func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool

    /// Calls `handler` when the user stops driving an interactive transition.
    ///
    /// - Parameter handler: The handler.
    func notifyWhenInteractionChanges(
        _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void)
}

extension UIViewControllerTransitionCoordinator {
    /// Runs `animation` alongside the transition, with no completion.
    ///
    /// - Parameter animation: Runs when the transition's animation starts.
    /// - Returns: Whether the block was accepted.
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
