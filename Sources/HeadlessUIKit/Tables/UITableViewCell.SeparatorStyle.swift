// ViewLifecycle · HeadlessUIKit

extension UITableViewCell {
    /// The line between rows (recorded, never drawn).
    public enum SeparatorStyle: Int, Sendable {
        /// No separator.
        case none = 0
        /// A single line.
        case singleLine = 1
        /// An etched line.
        @available(
            iOS, introduced: 2.0, deprecated: 11.0,
            message: "Use UITableViewCellSeparatorStyleSingleLine for a single line separator."
        )
        case singleLineEtched = 2
    }
}
