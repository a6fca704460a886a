// ViewLifecycle · HeadlessUIKit

/// A control that picks a value in a range; a user's slide (`Headless.slide(_:to:)`) sends
/// `.valueChanged`, while setting `value` in code sends nothing.
@MainActor @preconcurrency
open class UISlider: UIControl {
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Float = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The smallest value; `value` follows it up.
    open var minimumValue: Float = 0 {
        didSet {
            if maximumValue < minimumValue { maximumValue = minimumValue }
            if value < minimumValue { value = minimumValue }
        }
    }
    /// The largest value; `value` follows it down.
    open var maximumValue: Float = 1 {
        didSet {
            if minimumValue > maximumValue { minimumValue = maximumValue }
            if value > maximumValue { value = maximumValue }
        }
    }
    /// Whether a slide sends `.valueChanged` as the thumb moves (else once when it ends).
    open var isContinuous = true
    /// The image at the minimum end.
    open var minimumValueImage: UIImage?
    /// The image at the maximum end.
    open var maximumValueImage: UIImage?
    /// The colour of the track below the thumb.
    open var minimumTrackTintColor: UIColor?
    /// The colour of the track above the thumb.
    open var maximumTrackTintColor: UIColor?

    /// Creates a slider with a frame.
    ///
    /// - Parameter frame: The frame in the superview's coordinates.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a slider from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Sets the value without sending an event.
    ///
    /// - Parameters:
    ///   - value: The new value, clamped to the range.
    ///   - animated: Whether the thumb slides (nothing is drawn).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }
}
