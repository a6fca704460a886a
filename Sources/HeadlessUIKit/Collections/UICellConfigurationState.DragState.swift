// ViewLifecycle · HeadlessUIKit

extension UICellConfigurationState {
    /// Whether a cell is being dragged.
    public enum DragState: Hashable, Sendable {
        /// Not dragged.
        case none
        /// Lifting at the start of a drag.
        case lifting
        /// Being dragged.
        case dragging
    }
}
