// ViewLifecycle · HeadlessUIKit

extension UICellConfigurationState {
    /// Whether a drag is over a cell.
    public enum DropState: Hashable, Sendable {
        /// No drop.
        case none
        /// A drop is in progress elsewhere.
        case notTargeted
        /// A drop targets the cell.
        case targeted
    }
}
