// ViewLifecycle · HeadlessUIKit

extension UIFont {
    /// A text style for Dynamic Type, with UIKit's names.
    public struct TextStyle: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
        /// The style's name.
        public let rawValue: String

        /// Creates a style.
        ///
        /// - Parameter rawValue: The name.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// Creates a style.
        ///
        /// - Parameter rawValue: The name.
        package init(_ rawValue: String) { self.rawValue = rawValue }

        /// The large title.
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        /// The first-level title.
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        /// The second-level title.
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        /// The third-level title.
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        /// Headings.
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        /// Subheadings.
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        /// Body text.
        public static let body = TextStyle("UICTFontTextStyleBody")
        /// Callouts.
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        /// Footnotes.
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        /// Standard captions.
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        /// Alternate captions.
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// The size and weight at the default (Large) content size, from Apple's Human
        /// Interface Guidelines' typography table.
        var defaultSizeAndWeight: (CGFloat, UIFont.Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}
