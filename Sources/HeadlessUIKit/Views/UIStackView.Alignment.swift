// ViewLifecycle · HeadlessUIKit

extension UIStackView {
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
