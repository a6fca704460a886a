// ViewLifecycle · HeadlessUIKit

extension UIStackView {
    /// How a stack view sizes its arranged views along its axis, with UIKit's raw values.
    public enum Distribution: Int, @unchecked Sendable {
        /// Fill the axis, stretching one view.
        case fill = 0
        /// Fill the axis with equal sizes.
        case fillEqually = 1
        /// Fill the axis in proportion to the views' sizes.
        case fillProportionally = 2
        /// Equal spacing between views.
        case equalSpacing = 3
        /// Equal distances between the views' centres.
        case equalCentering = 4
    }
}
