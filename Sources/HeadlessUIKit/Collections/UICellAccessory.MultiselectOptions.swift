// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a selection circle accessory looks (recorded).
    public typealias MultiselectOptions = _ControlOptions<_MultiselectAccessory>

    /// Tags `_ControlOptions` as the selection circle's, so that `MultiselectOptions` is a type of its own,
    /// as in UIKit.
    public enum _MultiselectAccessory {}
}
