// ViewLifecycle · HeadlessUIKit

import Foundation

// The attribute names UIKit adds to Foundation's (NSAttributedString.h), with UIKit's raw values,
// so attributed strings built for labels and text views keep their attributes headlessly.
extension NSAttributedString.Key {
    /// The text's font (a `UIFont`).
    public static let font = NSAttributedString.Key("NSFont")
    /// The text's paragraph style.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// The text's colour (a `UIColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The colour behind the text (a `UIColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Whether ligatures are used (a number).
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The kerning adjustment, in points (a number).
    public static let kern = NSAttributedString.Key("NSKern")
    /// The tracking adjustment, in points (a number).
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// The strikethrough style (a number).
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// The underline style (a number).
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// The stroke colour (a `UIColor`).
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The stroke width, in percent of the font size (a number).
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// The shadow.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// The text effect (a string).
    public static let textEffect = NSAttributedString.Key("NSTextEffect")
    /// The attachment.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// The link (a `URL` or a string).
    public static let link = NSAttributedString.Key("NSLink")
    /// The offset from the baseline, in points (a number).
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// The underline's colour (a `UIColor`).
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// The strikethrough's colour (a `UIColor`).
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// The writing direction overrides (an array of numbers).
    public static let writingDirection = NSAttributedString.Key("NSWritingDirection")
    /// The skew applied to glyphs (a number).
    @available(
        iOS, introduced: 7.0, deprecated: 100000, message: "This attribute is not supported with TextKit 2"
    )
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal expansion factor (a number).
    @available(
        iOS, introduced: 7.0, deprecated: 100000, message: "This attribute is not supported with TextKit 2"
    )
    public static let expansion = NSAttributedString.Key("NSExpansion")
    /// Whether glyphs are vertical (a number); kept as given.
    @available(
        iOS, introduced: 6.0, deprecated: 100000, message: "This attribute is not supported with TextKit 2"
    )
    public static let verticalGlyphForm = NSAttributedString.Key("CTVerticalForms")
    /// The tag that marks a text item (a string).
    @available(iOS 17.0, *)
    public static let textItemTag = NSAttributedString.Key("UITextItemTagAttributeName")
}

// The accessibility speech and text attribute names (UIAccessibilityConstants.h); their raw values are
// the constants' names, a guess (Docs/Evidence.md) that only matters to code printing them.
extension NSAttributedString.Key {
    /// Whether VoiceOver speaks punctuation (a number).
    @available(iOS 7.0, *)
    public static let accessibilitySpeechPunctuation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributePunctuation")
    /// The language VoiceOver speaks the text in (a string).
    @available(iOS 7.0, *)
    public static let accessibilitySpeechLanguage = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeLanguage")
    /// The pitch VoiceOver speaks the text at (a number).
    @available(iOS 7.0, *)
    public static let accessibilitySpeechPitch = NSAttributedString.Key("UIAccessibilitySpeechAttributePitch")
    /// Whether an announcement waits for the current speech (a number).
    @available(iOS, introduced: 11.0, deprecated: 17.0, renamed: "accessibilitySpeechAnnouncementPriority")
    public static let accessibilitySpeechQueueAnnouncement = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeQueueAnnouncement")
    /// The priority of an announcement (a string).
    @available(iOS 17.0, *)
    public static let accessibilitySpeechAnnouncementPriority = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeAnnouncementPriority")
    /// The pronunciation in IPA notation (a string).
    @available(iOS 11.0, *)
    public static let accessibilitySpeechIPANotation = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeIPANotation")
    /// Whether the text is spelled out (a number).
    @available(iOS 13.0, *)
    public static let accessibilitySpeechSpellOut = NSAttributedString.Key(
        "UIAccessibilitySpeechAttributeSpellOut")
    /// The heading level of the text (a number).
    @available(iOS 11.0, *)
    public static let accessibilityTextHeadingLevel = NSAttributedString.Key(
        "UIAccessibilityTextAttributeHeadingLevel")
    /// Custom text attributes for accessibility (an array of strings).
    @available(iOS 11.0, *)
    public static let accessibilityTextCustom = NSAttributedString.Key("UIAccessibilityTextAttributeCustom")
    /// The textual context of a substring.
    @available(iOS 13.0, *)
    public static let UIAccessibilityTextAttributeContext = NSAttributedString.Key(
        "UIAccessibilityTextAttributeContext")
}
