// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIContentUnavailableConfiguration {
    /// How a content-unavailable text looks (kept as set).
    public struct TextProperties: Hashable {
        /// The text's font.
        public var font: UIFont
        /// The text's colour.
        public var color: UIColor
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0
        /// Whether the font shrinks to fit the width.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether letters tighten before the text truncates.
        public var allowsDefaultTighteningForTruncation = false

        /// Properties with a font and a colour.
        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }
    }
}

@available(*, unavailable)
extension UIContentUnavailableConfiguration.TextProperties: Sendable {}
