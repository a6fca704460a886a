// ViewLifecycle · HeadlessUIKit

extension UISplitViewController {
    /// How the columns share the space when more than the secondary is shown.
    public enum SplitBehavior: Int, @unchecked Sendable {
        /// The split view chooses for the space it has.
        case automatic = 0
        /// The columns sit side by side.
        case tile = 1
        /// The other columns cover the secondary.
        case overlay = 2
        /// The other columns push the secondary aside.
        case displace = 3
    }
}
