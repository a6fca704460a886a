// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Font {
    /// A weight to use for fonts.
    @frozen public struct Weight: Hashable, Sendable {
        /// The weight's value, from -1 (ultra light) to 1 (black), as UIKit's font weights.
        let value: CGFloat

        /// Ultra light weight.
        public static let ultraLight = Weight(value: -0.8)
        /// Thin weight.
        public static let thin = Weight(value: -0.6)
        /// Light weight.
        public static let light = Weight(value: -0.4)
        /// Regular weight.
        public static let regular = Weight(value: 0)
        /// Medium weight.
        public static let medium = Weight(value: 0.23)
        /// Semibold weight.
        public static let semibold = Weight(value: 0.3)
        /// Bold weight.
        public static let bold = Weight(value: 0.4)
        /// Heavy weight.
        public static let heavy = Weight(value: 0.56)
        /// Black weight.
        public static let black = Weight(value: 0.62)
    }

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

    /// A dynamic text style to use for fonts.
    public enum TextStyle: CaseIterable, Hashable, Sendable {
        /// The font style for large titles.
        case largeTitle
        /// The font used for first level hierarchical headings.
        case title
        /// The font used for second level hierarchical headings.
        case title2
        /// The font used for third level hierarchical headings.
        case title3
        /// The font used for headings.
        case headline
        /// The font used for subheadings.
        case subheadline
        /// The font used for body text.
        case body
        /// The font used for callouts.
        case callout
        /// The font used in footnotes.
        case footnote
        /// The font used for standard captions.
        case caption
        /// The font used for alternate captions.
        case caption2
    }

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
