// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// How a view's content fills its bounds, with UIKit's raw values.
    public enum ContentMode: Int, @unchecked Sendable {
        /// Stretched to fill.
        case scaleToFill = 0
        /// Scaled to fit, keeping the aspect ratio.
        case scaleAspectFit = 1
        /// Scaled to fill, keeping the aspect ratio.
        case scaleAspectFill = 2
        /// Redrawn when the bounds change.
        case redraw = 3
        /// Centred.
        case center = 4
        /// At the top.
        case top = 5
        /// At the bottom.
        case bottom = 6
        /// On the left.
        case left = 7
        /// On the right.
        case right = 8
        /// At the top left.
        case topLeft = 9
        /// At the top right.
        case topRight = 10
        /// At the bottom left.
        case bottomLeft = 11
        /// At the bottom right.
        case bottomRight = 12
    }
}
