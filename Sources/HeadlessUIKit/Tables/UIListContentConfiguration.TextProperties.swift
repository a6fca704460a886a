// ViewLifecycle · HeadlessUIKit

extension UIListContentConfiguration {
    /// How a text of a list configuration is shown (recorded, never drawn).
    public struct TextProperties: Hashable {
        /// The font used for the text (the body style here, whatever the configuration's style).
        public var font = UIFont.preferredFont(forTextStyle: .body)
        /// The text's colour.
        public var color: UIColor = .label
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0
        /// The alignment.
        public var alignment: UIListContentConfiguration.TextProperties.TextAlignment = .natural
        /// How a text too long for its lines is broken or truncated (recorded).
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
        /// Whether the font shrinks to fit the available width (recorded).
        public var adjustsFontSizeToFitWidth = false
        /// The smallest multiplier for the font size when it shrinks to fit (recorded).
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the text is tightened before truncating (recorded).
        public var allowsDefaultTighteningForTruncation = false
        /// Whether the font follows the content size category (recorded).
        public var adjustsFontForContentSizeCategory = true
        /// Whether the full text shows when a pointer hovers over truncated text (recorded).
        @available(macCatalyst 16.0, *)
        public var showsExpansionTextWhenTruncated: Bool {
            get { showsExpansion }
            set { showsExpansion = newValue }
        }
        private var showsExpansion = false
        /// A change of case applied to the text before it is shown (the driver reads the
        /// transformed text).
        public var transform = UIListContentConfiguration.TextProperties.TextTransform.none

        /// The colour the text is drawn in: `color`, as no colour transformer is modelled.
        ///
        /// - Returns: The resolved colour.
        public func resolvedColor() -> UIColor { color }

        /// The text as shown: `text` with `transform` applied.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .uppercase: text.uppercased()
            case .lowercase: text.lowercased()
            case .capitalized: text.capitalized
            }
        }

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
