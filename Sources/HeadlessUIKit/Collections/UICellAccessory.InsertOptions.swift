// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How an insert control accessory looks (recorded).
    public typealias InsertOptions = _ControlOptions<_InsertAccessory>

    /// Tags `_ControlOptions` as the insert control's, so that `InsertOptions` is a type of its own, as in
    /// UIKit.
    public enum _InsertAccessory {}
}
