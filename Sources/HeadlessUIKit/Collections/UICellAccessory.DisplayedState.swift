// ViewLifecycle · HeadlessUIKit

extension UICellAccessory {
    /// When an accessory shows.
    public enum DisplayedState: Hashable, Sendable {
        /// Always.
        case always
        /// Only in editing mode.
        case whenEditing
        /// Only outside editing mode.
        case whenNotEditing
    }
}
