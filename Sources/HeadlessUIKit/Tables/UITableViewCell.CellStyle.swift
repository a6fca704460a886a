// ViewLifecycle · HeadlessUIKit

extension UITableViewCell {
    /// The built-in layouts of a cell's labels.
    public enum CellStyle: Int, Sendable {
        /// One label on the left, no detail label.
        case `default` = 0
        /// A label on the left and a right-aligned detail label.
        case value1 = 1
        /// A right-aligned label beside a left-aligned detail label.
        case value2 = 2
        /// A label with a smaller detail label below it.
        case subtitle = 3
    }
}
