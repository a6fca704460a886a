// ViewLifecycle · HeadlessSwiftUI

extension Text {
    /// A scheme for transforming the capitalization of characters within text.
    public enum Case: Sendable {
        /// Displays text in all uppercase characters.
        case uppercase
        /// Displays text in all lowercase characters.
        case lowercase
    }
}
