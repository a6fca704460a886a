// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// How the title and subtitle align.
    public enum TitleAlignment: Hashable, Sendable {
        /// The style's alignment.
        case automatic
        /// Leading.
        case leading
        /// Centred.
        case center
        /// Trailing.
        case trailing
    }
}
