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

    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}
