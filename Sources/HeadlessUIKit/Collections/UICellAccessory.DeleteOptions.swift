// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a delete control accessory looks (recorded).
    public typealias DeleteOptions = _ControlOptions<_DeleteAccessory>

    /// Tags `_ControlOptions` as the delete control's, so that `DeleteOptions` is a type of its own, as in
    /// UIKit.
    public enum _DeleteAccessory {}
}
