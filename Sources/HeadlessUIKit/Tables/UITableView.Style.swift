// ViewLifecycle · HeadlessUIKit

extension UITableView {
    /// The table's look: plain rows, or grouped sections.
    public enum Style: Int, Sendable {
        /// Rows with floating section headers.
        case plain = 0
        /// Sections as groups on a background.
        case grouped = 1
        /// Grouped sections inset with rounded corners.
        case insetGrouped = 2
    }
}
