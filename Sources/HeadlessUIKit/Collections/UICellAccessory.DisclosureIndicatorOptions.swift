// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a disclosure indicator accessory looks (recorded).
    public typealias DisclosureIndicatorOptions = _StandardOptions<_DisclosureIndicatorAccessory>

    /// Tags `_StandardOptions` as the disclosure indicator's, so that `DisclosureIndicatorOptions` is a type
    /// of its own, as in UIKit.
    public enum _DisclosureIndicatorAccessory {}
}
