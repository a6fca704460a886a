// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// The sizes a configuration offers.
    public enum Size: Hashable, Sendable {
        /// The smallest.
        case mini
        /// Small.
        case small
        /// Medium, the default.
        case medium
        /// Large.
        case large
    }
}
