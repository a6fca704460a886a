// ViewLifecycle · HeadlessUIKit

extension UIListContentConfiguration {
    /// How a text of a list configuration is shown (recorded, never drawn).
    public struct TextProperties: Hashable {
        /// The text's colour.
        public var color: UIColor = .label
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0
        /// The alignment.
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural

        /// The alignments of a list configuration's text.
        public enum TextAlignment: Hashable, Sendable {
            /// By the language's direction.
            case natural
            /// Centred.
            case center
            /// Against the trailing edge.
            case justified
        }
    }
}
