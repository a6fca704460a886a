// ViewLifecycle · HeadlessUIKit

/// A view that shows an image; its size fits the image until a frame is set.
@MainActor @preconcurrency
open class UIImageView: UIView {
    /// The image shown.
    open var image: UIImage?
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false
    /// The images an animation cycles through (kept; nothing animates).
    open var animationImages: [UIImage]?
    /// How long one cycle of `animationImages` lasts.
    open var animationDuration: TimeInterval = 0
    /// How many times the animation repeats; 0 repeats it for ever.
    open var animationRepeatCount = 0

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    private var animating = false

    /// Creates an image view with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an image view from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Creates an image view sized to its image.
    ///
    /// Creates an image view with no image and a zero frame.
    public convenience init() {
        self.init(frame: .zero)
    }

    /// Designated, as UIKit's is, so a subclass can override it.
    ///
    /// - Parameter image: The image, or `nil`.
    public init(image: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view sized to its image, with a highlighted image; designated, as
    /// UIKit's is.
    ///
    /// - Parameters:
    ///   - image: The image, or `nil`.
    ///   - highlightedImage: The image while highlighted, or `nil`.
    public init(image: UIImage?, highlightedImage: UIImage?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    /// Starts cycling `animationImages`.
    open func startAnimating() { animating = true }
    /// Stops cycling `animationImages`.
    open func stopAnimating() { animating = false }
    /// Whether `animationImages` are cycling.
    open var isAnimating: Bool { animating }
}
