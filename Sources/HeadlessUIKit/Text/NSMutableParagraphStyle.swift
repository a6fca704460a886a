// ViewLifecycle · HeadlessUIKit

import Foundation

/// A paragraph style whose values the app sets.
@available(iOS 6.0, *)
open class NSMutableParagraphStyle: NSParagraphStyle {
    /// The space between lines of a paragraph.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = newValue }
    }

    /// The space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = newValue }
    }

    /// How lines line up horizontally.
    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }

    /// The indent of every line but the first.
    open override var headIndent: CGFloat {
        get { super.headIndent }
        set { super.headIndent = newValue }
    }

    /// The trailing indent (from the leading margin when positive, the trailing one when not).
    open override var tailIndent: CGFloat {
        get { super.tailIndent }
        set { super.tailIndent = newValue }
    }

    /// The indent of the first line.
    open override var firstLineHeadIndent: CGFloat {
        get { super.firstLineHeadIndent }
        set { super.firstLineHeadIndent = newValue }
    }

    /// The least height of a line.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = newValue }
    }

    /// The greatest height of a line; 0 for none.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = newValue }
    }

    /// How lines that do not fit are broken or truncated.
    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }

    /// The writing direction of the paragraph.
    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { super.baseWritingDirection = newValue }
    }

    /// The factor the natural line height is multiplied by; 0 for none.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = newValue }
    }

    /// The space before the paragraph.
    open override var paragraphSpacingBefore: CGFloat {
        get { super.paragraphSpacingBefore }
        set { super.paragraphSpacingBefore = newValue }
    }

    /// How readily words are hyphenated, from 0 to 1.
    open override var hyphenationFactor: Float {
        get { super.hyphenationFactor }
        set { super.hyphenationFactor = newValue }
    }

    /// Whether the system hyphenates by default.
    @available(iOS 15.0, *)
    open override var usesDefaultHyphenation: Bool {
        get { super.usesDefaultHyphenation }
        set { super.usesDefaultHyphenation = newValue }
    }

    /// The tab stops.
    @available(iOS 7.0, *)
    open override var tabStops: [NSTextTab] {
        get { super.tabStops }
        set { super.tabStops = newValue }
    }

    /// The interval of the tab stops after the last one.
    @available(iOS 7.0, *)
    open override var defaultTabInterval: CGFloat {
        get { super.defaultTabInterval }
        set { super.defaultTabInterval = newValue }
    }

    /// The text lists the paragraph belongs to.
    @available(iOS 7.0, *)
    open override var textLists: [NSTextList] {
        get { super.textLists }
        set { super.textLists = newValue }
    }

    /// Whether characters may be tightened before truncating.
    @available(iOS 9.0, *)
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { super.allowsDefaultTighteningForTruncation }
        set { super.allowsDefaultTighteningForTruncation = newValue }
    }

    /// How the text breaks its lines.
    @available(iOS 9.0, *)
    open override var lineBreakStrategy: NSParagraphStyle.LineBreakStrategy {
        get { super.lineBreakStrategy }
        set { super.lineBreakStrategy = newValue }
    }

    /// Adds a tab stop.
    @available(iOS 9.0, *)
    open func addTabStop(_ anObject: NSTextTab) {
        tabStops.append(anObject)
    }

    /// Removes a tab stop.
    @available(iOS 9.0, *)
    open func removeTabStop(_ anObject: NSTextTab) {
        tabStops.removeAll { $0 === anObject }
    }

    /// Takes every value of `obj`.
    @available(iOS 9.0, *)
    open func setParagraphStyle(_ obj: NSParagraphStyle) {
        lineSpacing = obj.lineSpacing
        paragraphSpacing = obj.paragraphSpacing
        alignment = obj.alignment
        headIndent = obj.headIndent
        tailIndent = obj.tailIndent
        firstLineHeadIndent = obj.firstLineHeadIndent
        minimumLineHeight = obj.minimumLineHeight
        maximumLineHeight = obj.maximumLineHeight
        lineBreakMode = obj.lineBreakMode
        baseWritingDirection = obj.baseWritingDirection
        lineHeightMultiple = obj.lineHeightMultiple
        paragraphSpacingBefore = obj.paragraphSpacingBefore
        hyphenationFactor = obj.hyphenationFactor
        usesDefaultHyphenation = obj.usesDefaultHyphenation
        tabStops = obj.tabStops
        defaultTabInterval = obj.defaultTabInterval
        textLists = obj.textLists
        allowsDefaultTighteningForTruncation = obj.allowsDefaultTighteningForTruncation
        lineBreakStrategy = obj.lineBreakStrategy
    }
}
