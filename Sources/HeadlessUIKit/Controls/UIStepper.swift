// ViewLifecycle · HeadlessUIKit

/// A control of two buttons that add or subtract `stepValue`; a user's tap
/// (`Headless.stepUp(_:)`, `stepDown(_:)`) sends `.valueChanged`.
@MainActor @preconcurrency
open class UIStepper: UIControl {
    /// The value, kept within `minimumValue...maximumValue`.
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The smallest value.
    open var minimumValue: Double = 0 {
        didSet { if value < minimumValue { value = minimumValue } }
    }
    /// The largest value.
    open var maximumValue: Double = 100 {
        didSet { if value > maximumValue { value = maximumValue } }
    }
    /// How much one tap changes the value.
    open var stepValue: Double = 1
    /// Whether a tap past one end wraps to the other.
    open var wraps = false
    /// Whether holding a button repeats it.
    open var autorepeat = true
    /// Whether events are sent while the user holds a button.
    open var isContinuous = true

    /// Creates a stepper with a frame; its size is UIKit's fixed 94 by 32 points.
    ///
    /// - Parameter frame: The frame's origin is kept.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 94, height: 32)))
    }

    /// Creates a stepper from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The value one tap in `direction` gives: stepped, then clamped or wrapped.
    func stepped(up: Bool) -> Double {
        let next = value + (up ? stepValue : -stepValue)
        if next > maximumValue { return wraps ? minimumValue : maximumValue }
        if next < minimumValue { return wraps ? maximumValue : minimumValue }
        return next
    }
}
