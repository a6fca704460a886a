// ViewLifecycle · HeadlessUIKit

import Foundation

/// How a paragraph of attributed text is laid out: spacing, indents, alignment and line breaks.
///
/// Headlessly a style keeps its values; `mutableCopy()` gives an ``NSMutableParagraphStyle`` with them.
@available(iOS 6.0, *)
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
    /// The default style.
    public static var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The space between lines of a paragraph.
    open internal(set) var lineSpacing: CGFloat = 0

    /// The space after the paragraph.
    open internal(set) var paragraphSpacing: CGFloat = 0

    /// How lines line up horizontally.
    open internal(set) var alignment: NSTextAlignment = .left

    /// The indent of every line but the first.
    open internal(set) var headIndent: CGFloat = 0

    /// The trailing indent (from the leading margin when positive, the trailing one when not).
    open internal(set) var tailIndent: CGFloat = 0

    /// The indent of the first line.
    open internal(set) var firstLineHeadIndent: CGFloat = 0

    /// The least height of a line.
    open internal(set) var minimumLineHeight: CGFloat = 0

    /// The greatest height of a line; 0 for none.
    open internal(set) var maximumLineHeight: CGFloat = 0

    /// How lines that do not fit are broken or truncated.
    open internal(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping

    /// The writing direction of the paragraph.
    open internal(set) var baseWritingDirection: NSWritingDirection = .leftToRight

    /// The factor the natural line height is multiplied by; 0 for none.
    open internal(set) var lineHeightMultiple: CGFloat = 0

    /// The space before the paragraph.
    open internal(set) var paragraphSpacingBefore: CGFloat = 0

    /// How readily words are hyphenated, from 0 to 1.
    open internal(set) var hyphenationFactor: Float = 0

    /// Whether the system hyphenates by default.
    @available(iOS 15.0, *)
    open internal(set) var usesDefaultHyphenation: Bool = false

    /// The tab stops.
    @available(iOS 7.0, *)
    open internal(set) var tabStops: [NSTextTab] = []

    /// The interval of the tab stops after the last one.
    @available(iOS 7.0, *)
    open internal(set) var defaultTabInterval: CGFloat = 0

    /// The text lists the paragraph belongs to.
    @available(iOS 7.0, *)
    open internal(set) var textLists: [NSTextList] = []

    /// Whether characters may be tightened before truncating.
    @available(iOS 9.0, *)
    open internal(set) var allowsDefaultTighteningForTruncation: Bool = false

    /// How the text breaks its lines.
    @available(iOS 9.0, *)
    open internal(set) var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy = []

    /// Creates the default style.
    public override init() {
        super.init()
    }

    /// A style with the same values that cannot change.
    open func copy(with zone: NSZone? = nil) -> Any {
        fill(NSParagraphStyle())
    }

    /// A mutable style with the same values.
    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        fill(NSMutableParagraphStyle())
    }

    /// Copies every value onto `copy`.
    private func fill(_ copy: NSParagraphStyle) -> NSParagraphStyle {
        copy.lineSpacing = lineSpacing
        copy.paragraphSpacing = paragraphSpacing
        copy.alignment = alignment
        copy.headIndent = headIndent
        copy.tailIndent = tailIndent
        copy.firstLineHeadIndent = firstLineHeadIndent
        copy.minimumLineHeight = minimumLineHeight
        copy.maximumLineHeight = maximumLineHeight
        copy.lineBreakMode = lineBreakMode
        copy.baseWritingDirection = baseWritingDirection
        copy.lineHeightMultiple = lineHeightMultiple
        copy.paragraphSpacingBefore = paragraphSpacingBefore
        copy.hyphenationFactor = hyphenationFactor
        copy.usesDefaultHyphenation = usesDefaultHyphenation
        copy.tabStops = tabStops
        copy.defaultTabInterval = defaultTabInterval
        copy.textLists = textLists
        copy.allowsDefaultTighteningForTruncation = allowsDefaultTighteningForTruncation
        copy.lineBreakStrategy = lineBreakStrategy
        return copy
    }

    /// The writing direction of `languageName`; headlessly always left to right (listed in
    /// `Headless.inertCalls`).
    public static func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection {
        InertCalls.recordIfOnMainActor("NSParagraphStyle.defaultWritingDirection(forLanguage:)")
        return .leftToRight
    }
}
