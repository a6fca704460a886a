// ViewLifecycle · HeadlessSwiftUI

extension Font {
    /// A design to use for fonts.
    public enum Design: Hashable, Sendable {
        /// The default design.
        case `default`
        /// A serif design.
        case serif
        /// A rounded design.
        case rounded
        /// A fixed-width design.
        case monospaced
    }
}
