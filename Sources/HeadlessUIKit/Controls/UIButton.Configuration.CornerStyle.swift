// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// How a configuration rounds the button's corners.
    public enum CornerStyle: Hashable, Sendable {
        /// The background's own radius.
        case fixed
        /// A radius that follows the text size.
        case dynamic
        /// A small radius.
        case small
        /// A medium radius.
        case medium
        /// A large radius.
        case large
        /// Half the height: a capsule.
        case capsule
    }
}
