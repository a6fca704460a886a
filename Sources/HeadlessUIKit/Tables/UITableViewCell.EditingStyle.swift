// ViewLifecycle · HeadlessUIKit

extension UITableViewCell {
    /// The control a row shows in editing mode.
    public enum EditingStyle: Int, Sendable {
        /// No control.
        case none = 0
        /// A delete control.
        case delete = 1
        /// An insert control.
        case insert = 2
    }
}
