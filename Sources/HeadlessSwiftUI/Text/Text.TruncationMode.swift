// ViewLifecycle · HeadlessSwiftUI

extension Text {
    /// The type of truncation to apply to a line of text when it's too long to fit.
    public enum TruncationMode: Sendable {
        /// Truncate at the beginning of the line.
        case head
        /// Truncate at the end of the line.
        case tail
        /// Truncate in the middle of the line.
        case middle
    }
}
