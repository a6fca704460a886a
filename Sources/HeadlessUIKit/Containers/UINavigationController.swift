// ViewLifecycle · HeadlessUIKit

/// A container that shows a stack of controllers, one at a time, with push and pop transitions.
///
/// Pushes and pops run as transitions of the runtime: the outgoing and incoming controllers'
/// callbacks interleave as on devices (trace 03), animated ones take 0.35 s of virtual time.
@MainActor @preconcurrency
open class UINavigationController: UIViewController {
    /// The controllers on the stack, root first.
    var stack: [UIViewController] = []
    /// The object told about shown controllers; held weakly, as in UIKit.
    open weak var delegate: (any UINavigationControllerDelegate)?

    /// The bar above the top controller, made when first asked for; configure it, not replace it.
    open var navigationBar: UINavigationBar { bar }
    /// The navigation bar's storage.
    private lazy var bar = UINavigationBar(frame: .zero)
    /// Whether the navigation bar is hidden; `false` by default.
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { navigationBar.isHidden = newValue }
    }
    /// Whether the toolbar at the bottom is hidden; `true` by default, as in UIKit.
    open var isToolbarHidden = true
    /// Whether a tap on the content hides and shows the bars (stored: the driver plays no such tap).
    open var hidesBarsOnTap = false
    /// Whether a swipe on the content hides and shows the bars (stored: no swipe scrolls headlessly).
    open var hidesBarsOnSwipe = false
    /// Whether the bars hide when the keyboard appears (stored: there is no keyboard headlessly).
    open var hidesBarsWhenKeyboardAppears = false
    /// Whether the bars hide in a vertically compact environment (stored).
    open var hidesBarsWhenVerticallyCompact = false

    /// Hides or shows the navigation bar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether to animate the change (nothing is drawn headlessly).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        isNavigationBarHidden = hidden
    }

    /// Hides or shows the toolbar.
    ///
    /// - Parameters:
    ///   - hidden: Whether to hide it.
    ///   - animated: Whether to animate the change (nothing is drawn headlessly).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        isToolbarHidden = hidden
    }

    /// Creates a navigation controller whose stack holds `rootViewController`.
    ///
    /// - Parameter rootViewController: The bottom of the stack.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        replaceStack(with: [rootViewController])
    }

    /// Creates an empty navigation controller.
    ///
    /// - Parameters:
    ///   - nibNameOrNil: The nib's name (unused).
    ///   - nibBundleOrNil: The nib's bundle (unused).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive; no archived state is kept.
    ///
    /// - Parameter aDecoder: The archive (unused).
    public required init?(coder aDecoder: NSCoder) {
        super.init(coder: aDecoder)
    }

    /// The controllers on the stack, root first; setting it replaces the stack without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller on screen: the top controller, or what it (or this container) presents.
    open var visibleViewController: UIViewController? {
        var visible = presentedViewController ?? topViewController
        while let presented = visible?.presentedViewController { visible = presented }
        return visible
    }

    /// Replaces the stack, moving to the new top with a push or pop transition when on screen.
    ///
    /// - Parameters:
    ///   - viewControllers: The new stack, root first.
    ///   - animated: Whether to animate a change of the top controller.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        performSetViewControllers(viewControllers, animated: animated)
    }

    /// Pushes a controller on the stack and shows it.
    ///
    /// - Parameters:
    ///   - viewController: The controller to push; pushing one already on the stack is refused.
    ///   - animated: Whether to animate.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        performPush(viewController, animated: animated)
    }

    /// Pops the top controller and shows the one below it.
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped controller, or `nil` when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard stack.count > 1 else { return nil }
        return performPop(to: stack[stack.count - 2], animated: animated, interactive: false).first
    }

    /// Pops every controller above `viewController`.
    ///
    /// - Parameters:
    ///   - viewController: The controller to show; it must be on the stack.
    ///   - animated: Whether to animate.
    /// - Returns: The popped controllers, or `nil` when `viewController` is not on the stack.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        guard stack.contains(where: { $0 === viewController }) else { return nil }
        return performPop(to: viewController, animated: animated, interactive: false)
    }

    /// Pops every controller above the root.
    ///
    /// - Parameter animated: Whether to animate.
    /// - Returns: The popped controllers.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard let root = stack.first else { return nil }
        return performPop(to: root, animated: animated, interactive: false)
    }

    /// Shows `vc` by pushing it, animated.
    ///
    /// - Parameters:
    ///   - vc: The controller to push.
    ///   - sender: The object that asked (unused).
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    override func prepareForAppearance() {
        installTopView()
    }

    /// Only the controllers on the stack follow the navigation controller's appearance: a child
    /// added by hand gets no callbacks from it, as on devices
    /// (https://www.iloveanan.com/uinavigationcontroller-add-child-view-controller.html).
    override func forwardsAppearance(to child: UIViewController) -> Bool {
        super.forwardsAppearance(to: child) && stack.contains { $0 === child }
    }
}
