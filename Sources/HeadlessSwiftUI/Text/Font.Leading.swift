// ViewLifecycle · HeadlessSwiftUI

extension Font {
    /// A line spacing adjustment that you can apply to a font.
    public enum Leading: Hashable, Sendable {
        /// The font's default line spacing.
        case standard
        /// Reduced line spacing.
        case tight
        /// Increased line spacing.
        case loose
    }
}
