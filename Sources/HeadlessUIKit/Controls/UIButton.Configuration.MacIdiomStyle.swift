// ViewLifecycle · HeadlessUIKit

extension UIButton.Configuration {
    /// The style on the Mac idiom.
    public enum MacIdiomStyle: Hashable, Sendable {
        /// The default.
        case automatic
        /// Bordered.
        case bordered
        /// Borderless.
        case borderless
        /// Borderless and tinted.
        case borderlessTinted
    }
}
