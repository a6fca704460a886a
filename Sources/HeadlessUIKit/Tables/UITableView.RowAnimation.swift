// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// How inserted, deleted and reloaded rows animate (recorded; every change is immediate).
    public enum RowAnimation: Int, Sendable {
        /// Fade.
        case fade = 0
        /// Slide from the right.
        case right = 1
        /// Slide from the left.
        case left = 2
        /// Slide from the top.
        case top = 3
        /// Slide from the bottom.
        case bottom = 4
        /// No animation.
        case none = 5
        /// Keep the middle.
        case middle = 6
        /// The system's choice.
        case automatic = 100
    }
}
