// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Text's own modifiers return `Text`, as Apple's do, so texts still concatenate with `+`.
// Styling is drawn only, so each returns the same string.
extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { self }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { self }
    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { self }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { self }
    /// Applies a bold font weight to the text.
    public func bold(_ isActive: Bool) -> Text { self }
    /// Applies italics to the text.
    public func italic() -> Text { self }
    /// Applies italics to the text.
    public func italic(_ isActive: Bool) -> Text { self }
    /// Modifies the font of the text to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text { self }
    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text { self }
    /// Applies an underline to the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Applies an underline with a line pattern to the text.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        self
    }
    /// Applies a strikethrough to the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text { self }
    /// Applies a strikethrough with a line pattern to the text.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    )
        -> Text
    { self }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { self }
    /// Sets the tracking for the text.
    public func tracking(_ tracking: CGFloat) -> Text { self }
    /// Sets the vertical offset for the text relative to its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text { self }
    /// Sets the color of the text displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { self }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle { self }
    /// Scales the text, as a secondary or default-sized text.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text { self }
    /// Sets whether VoiceOver speaks all punctuation in the text.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text { self }
    /// Sets whether VoiceOver speaks the text letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text { self }
    /// Raises or lowers the pitch of spoken text.
    public func speechAdjustedPitch(_ value: Double) -> Text { self }
    /// Sets whether VoiceOver queues this text's announcements behind the current speech.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text { self }

    /// Concatenates the text in two text views in a new text view.
    public static func + (lhs: Text, rhs: Text) -> Text {
        Text(verbatim: lhs.string + rhs.string)
    }
}
