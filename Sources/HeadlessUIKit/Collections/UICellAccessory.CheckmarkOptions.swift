// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a checkmark accessory looks (recorded).
    public typealias CheckmarkOptions = _StandardOptions<_CheckmarkAccessory>

    /// Tags `_StandardOptions` as the checkmark's, so that `CheckmarkOptions` is a type of its own, as in
    /// UIKit.
    public enum _CheckmarkAccessory {}
}
