// ViewLifecycle · HeadlessUIKit

/// An on/off control; a user's toggle (`Headless.toggleSwitch(_:)`) flips it and sends
/// `.valueChanged`, while setting `isOn` in code sends nothing, as on a device.
@MainActor @preconcurrency
open class UISwitch: UIControl {
    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track while on.
    open var onTintColor: UIColor?
    /// The colour of the thumb.
    open var thumbTintColor: UIColor?
    /// The title shown beside the switch on the Mac idiom.
    open var title: String?

    /// Creates a switch with a frame; its size is UIKit's fixed 51 by 31 points.
    ///
    /// - Parameter frame: The frame's origin is kept.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: CGSize(width: 51, height: 31)))
    }

    /// Creates a switch from an archive; the headless runtime keeps no archived state.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Turns the switch on or off without sending an event.
    ///
    /// - Parameters:
    ///   - on: The new state.
    ///   - animated: Whether the thumb slides (nothing is drawn).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }
}
