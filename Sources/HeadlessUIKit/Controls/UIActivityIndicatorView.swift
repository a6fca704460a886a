// ViewLifecycle · HeadlessUIKit

/// A spinner that shows work in progress; it animates between `startAnimating()` and
/// `stopAnimating()`, and hides when stopped while `hidesWhenStopped`.
@MainActor @preconcurrency
open class UIActivityIndicatorView: UIView {
    private var animating = false
    /// The spinner's size.
    open var style: UIActivityIndicatorView.Style = .medium
    /// Whether the spinner hides while stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }
    /// The spinner's colour.
    open var color: UIColor!

    /// Creates a spinner of a style, stopped and hidden.
    ///
    /// - Parameter style: The size.
    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: .zero)
        isHidden = true
    }

    /// Creates a medium spinner with a frame, stopped and hidden.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
    }

    /// Creates a spinner from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init(coder: NSCoder) {
        super.init(frame: .zero)
        isHidden = true
    }

    /// Starts the spinner and shows it.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops the spinner, hiding it while `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// Whether the spinner is running.
    open var isAnimating: Bool { animating }
}
