// ViewLifecycle · HeadlessUIKit

extension UICollectionLayoutListConfiguration {
    /// The look of a list.
    public enum Appearance: Hashable, Sendable {
        /// Plain rows.
        case plain
        /// Grouped sections.
        case grouped
        /// Grouped sections inset from the edges.
        case insetGrouped
        /// A sidebar.
        case sidebar
        /// A plain sidebar.
        case sidebarPlain
    }
}
