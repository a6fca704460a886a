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
}
