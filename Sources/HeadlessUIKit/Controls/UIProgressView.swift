// ViewLifecycle · HeadlessUIKit

/// A bar that shows how far a task has come: a fraction set by the app, or that of the
/// `Progress` it observes.
@available(iOS 2.0, *)
@MainActor @preconcurrency
open class UIProgressView: UIView {
    private var fraction: Float = 0
    /// The bar's look.
    open var progressViewStyle: UIProgressView.Style = .default
    /// The fraction shown, from 0 to 1 (a value outside is pinned to that range); the observed
    /// progress's fraction while there is one.
    open var progress: Float {
        get { observedProgress.map { Float($0.fractionCompleted) } ?? fraction }
        set { fraction = min(max(newValue, 0), 1) }
    }
    /// The colour of the filled part.
    @available(iOS 5.0, *)
    open var progressTintColor: UIColor?
    /// The colour of the unfilled part.
    @available(iOS 5.0, *)
    open var trackTintColor: UIColor?
    /// The image of the filled part.
    @available(iOS 5.0, *)
    open var progressImage: UIImage?
    /// The image of the unfilled part.
    @available(iOS 5.0, *)
    open var trackImage: UIImage?
    /// The task whose fraction completed the bar shows, read whenever `progress` is.
    @available(iOS 9.0, *)
    open var observedProgress: Progress?

    /// Creates a default bar with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a default bar from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(frame: .zero)
    }

    /// Creates a bar of a style.
    ///
    /// - Parameter style: The look.
    public convenience init(progressViewStyle style: UIProgressView.Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// Sets the fraction shown; the change is not animated headlessly, so it shows at once.
    ///
    /// - Parameters:
    ///   - progress: The fraction, from 0 to 1.
    ///   - animated: Whether the bar would animate to it.
    @available(iOS 5.0, *)
    open func setProgress(_ progress: Float, animated: Bool) {
        self.progress = progress
    }
}
