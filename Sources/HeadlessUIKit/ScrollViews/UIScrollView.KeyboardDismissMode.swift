// ViewLifecycle · HeadlessUIKit

extension UIScrollView {
    /// How a drag dismisses the keyboard (recorded; there is no keyboard here).
    public enum KeyboardDismissMode: Int, Sendable {
        /// Never.
        case none = 0
        /// When a drag begins.
        case onDrag = 1
        /// Following the touch.
        case interactive = 2
        /// When a drag begins, with the accessory view.
        case onDragWithAccessory = 3
        /// Following the touch, with the accessory view.
        case interactiveWithAccessory = 4
    }
}
