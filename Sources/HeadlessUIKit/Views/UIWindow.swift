// ViewLifecycle · HeadlessUIKit

/// The root of a view hierarchy that is on screen once made visible; it shows its root controller.
///
/// The headless world keeps every visible window alive, as a scene does, until `Headless.reset()`.
@MainActor @preconcurrency
open class UIWindow: UIView {
    /// The root controller, held strongly as UIKit's window does.
    var storedRootForReplacement: UIViewController?
    private var storedIsKey = false
    /// Whether the window has shown its content for the first time (a run-loop turn after
    /// becoming visible).
    var hasDisplayed = false
    /// Whether the window is on screen.
    var isVisible = false

    /// Creates a window with the given frame; it starts hidden.
    ///
    /// - Parameter frame: The window's frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a window with a zero frame; it starts hidden.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// The window's place in the stack of windows (kept as set; `.normal` unless set).
    open var windowLevel: UIWindow.Level = .normal

    /// Creates a window in `windowScene`, sized to the screen; it starts hidden.
    ///
    /// - Parameter windowScene: The scene that owns the window.
    public init(windowScene: UIWindowScene) {
        super.init(frame: HeadlessWorld.screenBounds)
        isHidden = true
        self.windowScene = windowScene
    }

    /// The scene that owns the window; windows made with a frame join the world's one scene.
    open weak var windowScene: UIWindowScene?

    /// Creates a window from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
    }

    /// Converts `point` from this window's coordinates to `window`'s, or to the screen's for
    /// `nil`.
    ///
    /// - Parameters:
    ///   - point: A point in this window's coordinates.
    ///   - window: The window to convert to, or `nil` for the screen.
    /// - Returns: The point in `window`'s coordinates.
    open func convert(_ point: CGPoint, to window: UIWindow?) -> CGPoint {
        let onScreen = convertToScreen(point)
        return window?.convertFromScreen(onScreen) ?? onScreen
    }

    /// Converts `point` from `window`'s coordinates, or the screen's for `nil`, to this
    /// window's.
    ///
    /// - Parameters:
    ///   - point: A point in `window`'s coordinates.
    ///   - window: The window to convert from, or `nil` for the screen.
    /// - Returns: The point in this window's coordinates.
    open func convert(_ point: CGPoint, from window: UIWindow?) -> CGPoint {
        convertFromScreen(window?.convertToScreen(point) ?? point)
    }

    /// Converts `rect` from this window's coordinates to `window`'s, or to the screen's for
    /// `nil`.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in this window's coordinates.
    ///   - window: The window to convert to, or `nil` for the screen.
    /// - Returns: The rectangle in `window`'s coordinates.
    open func convert(_ rect: CGRect, to window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: window), size: rect.size)
    }

    /// Converts `rect` from `window`'s coordinates, or the screen's for `nil`, to this window's.
    ///
    /// - Parameters:
    ///   - rect: A rectangle in `window`'s coordinates.
    ///   - window: The window to convert from, or `nil` for the screen.
    /// - Returns: The rectangle in this window's coordinates.
    open func convert(_ rect: CGRect, from window: UIWindow?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: window), size: rect.size)
    }

    /// A window belongs to no other window; its subviews report it as their `window`.
    open override var window: UIWindow? { nil }

    /// The controller whose view fills the window; replacing it takes the old one off screen.
    open var rootViewController: UIViewController? {
        get { storedRootForReplacement }
        set { replaceRoot(with: newValue) }
    }

    /// Whether the window receives key events.
    open var isKeyWindow: Bool { storedIsKey }

    /// Marks this window, and no other, as the one receiving key events: the key window it
    /// replaces hears `resignKey()`, then this one `becomeKey()`. Key status changes nothing on
    /// screen, so no appearance callbacks follow.
    open func makeKey() {
        guard !storedIsKey else { return }
        for other in HeadlessWorld.shared.windows where other !== self && other.storedIsKey {
            other.storedIsKey = false
            other.resignKey()
        }
        storedIsKey = true
        becomeKey()
    }

    /// Called when the window has become the key window; UIKit calls it, apps override it.
    open func becomeKey() {}

    /// Called when the window has stopped being the key window; UIKit calls it, apps override it.
    open func resignKey() {}

    /// Puts the window on screen as the key-event receiver; its root controller appears.
    open func makeKeyAndVisible() {
        makeKey()
        show()
    }

    /// Whether the window is hidden; showing it brings its root controller on screen.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue else { return }
            if isHidden { hide() } else { show() }
        }
    }
}
