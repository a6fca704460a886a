// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// How a detail button accessory looks (recorded).
    public typealias DetailOptions = _StandardOptions<_DetailAccessory>

    /// Tags `_StandardOptions` as the detail button's, so that `DetailOptions` is a type of its own, as in
    /// UIKit.
    public enum _DetailAccessory {}
}
