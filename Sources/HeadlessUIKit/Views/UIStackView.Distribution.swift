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

    /// How a stack view places its arranged views across its axis, with UIKit's raw values.
    public enum Alignment: Int, @unchecked Sendable {
        /// Fill across the axis.
        case fill = 0
        /// The leading edges (the top edges in a horizontal stack).
        case leading = 1
        /// The first baselines (horizontal stacks).
        case firstBaseline = 2
        /// The centres.
        case center = 3
        /// The trailing edges (the bottom edges in a horizontal stack).
        case trailing = 4
        /// The last baselines (horizontal stacks).
        case lastBaseline = 5

        /// The top edges: the same as `leading`.
        public static var top: UIStackView.Alignment { .leading }
        /// The bottom edges: the same as `trailing`.
        public static var bottom: UIStackView.Alignment { .trailing }
    }
}
