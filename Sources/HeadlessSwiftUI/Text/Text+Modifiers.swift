// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Text's own modifiers return `Text`, as Apple's do, so texts still concatenate with `+`.
// Styling is drawn only, so each returns the same string, recorded in `Headless.inertCalls`.
extension Text {
    /// Sets the default font for text in the view.
    public func font(_ font: Font?) -> Text { unchanged(recording: "Text.font(_:)") }
    /// Sets the font weight of the text.
    public func fontWeight(_ weight: Font.Weight?) -> Text { unchanged(recording: "Text.fontWeight(_:)") }
    /// Sets the font design of the text.
    public func fontDesign(_ design: Font.Design?) -> Text { unchanged(recording: "Text.fontDesign(_:)") }
    /// Applies a bold font weight to the text.
    public func bold() -> Text { unchanged(recording: "Text.bold()") }
    /// Applies a bold font weight to the text.
    public func bold(_ isActive: Bool) -> Text { unchanged(recording: "Text.bold(_:)") }
    /// Applies italics to the text.
    public func italic() -> Text { unchanged(recording: "Text.italic()") }
    /// Applies italics to the text.
    public func italic(_ isActive: Bool) -> Text { unchanged(recording: "Text.italic(_:)") }
    /// Modifies the font of the text to use the fixed-width variant of the current font.
    public func monospaced(_ isActive: Bool = true) -> Text { unchanged(recording: "Text.monospaced(_:)") }
    /// Modifies the text view's font to use fixed-width digits.
    public func monospacedDigit() -> Text { unchanged(recording: "Text.monospacedDigit()") }
    /// Applies an underline to the text.
    public func underline(_ isActive: Bool = true, color: Color? = nil) -> Text {
        unchanged(recording: "Text.underline(_:color:)")
    }
    /// Applies an underline with a line pattern to the text.
    public func underline(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    ) -> Text {
        unchanged(recording: "Text.underline(_:pattern:color:)")
    }
    /// Applies a strikethrough to the text.
    public func strikethrough(_ isActive: Bool = true, color: Color? = nil) -> Text {
        unchanged(recording: "Text.strikethrough(_:color:)")
    }
    /// Applies a strikethrough with a line pattern to the text.
    public func strikethrough(
        _ isActive: Bool = true, pattern: Text.LineStyle.Pattern, color: Color? = nil
    )
        -> Text
    { unchanged(recording: "Text.strikethrough(_:pattern:color:)") }
    /// Sets the spacing, or kerning, between characters.
    public func kerning(_ kerning: CGFloat) -> Text { unchanged(recording: "Text.kerning(_:)") }
    /// Sets the tracking for the text.
    public func tracking(_ tracking: CGFloat) -> Text { unchanged(recording: "Text.tracking(_:)") }
    /// Sets the vertical offset for the text relative to its baseline.
    public func baselineOffset(_ baselineOffset: CGFloat) -> Text {
        unchanged(recording: "Text.baselineOffset(_:)")
    }
    /// Sets the color of the text displayed by this view.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use foregroundStyle(_:) instead.")
    public func foregroundColor(_ color: Color?) -> Text { unchanged(recording: "Text.foregroundColor(_:)") }
    /// Sets the style of the text displayed by this view.
    public func foregroundStyle<S>(_ style: S) -> Text where S: ShapeStyle {
        unchanged(recording: "Text.foregroundStyle(_:)")
    }
    /// Scales the text, as a secondary or default-sized text.
    public func textScale(_ scale: Text.Scale, isEnabled: Bool = true) -> Text {
        unchanged(recording: "Text.textScale(_:isEnabled:)")
    }
    /// Sets whether VoiceOver speaks all punctuation in the text.
    public func speechAlwaysIncludesPunctuation(_ value: Bool = true) -> Text {
        unchanged(recording: "Text.speechAlwaysIncludesPunctuation(_:)")
    }
    /// Sets whether VoiceOver speaks the text letter by letter.
    public func speechSpellsOutCharacters(_ value: Bool = true) -> Text {
        unchanged(recording: "Text.speechSpellsOutCharacters(_:)")
    }
    /// Raises or lowers the pitch of spoken text.
    public func speechAdjustedPitch(_ value: Double) -> Text {
        unchanged(recording: "Text.speechAdjustedPitch(_:)")
    }
    /// Sets whether VoiceOver queues this text's announcements behind the current speech.
    public func speechAnnouncementsQueued(_ value: Bool = true) -> Text {
        unchanged(recording: "Text.speechAnnouncementsQueued(_:)")
    }

    /// Concatenates the text in two text views in a new text view.
    ///
    /// A labelled part is spoken by its label, so the whole is labelled when a part is.
    public static func + (lhs: Text, rhs: Text) -> Text {
        var text = Text(verbatim: lhs.string + rhs.string)
        if lhs.spokenLabel != nil || rhs.spokenLabel != nil { text.spokenLabel = lhs.spoken + rhs.spoken }
        return text
    }

    /// This text unchanged, recording `api` in ``Headless/inertCalls``: the one path of Text's
    /// styling modifiers, as `inert(_:api:)` is for a view's. Text is built off the main actor
    /// too (Apple's modifiers are nonisolated); only what is built on the main actor (a body) is
    /// recorded.
    func unchanged(recording api: StaticString) -> Text {
        InertCalls.recordIfOnMainActor(api)
        return self
    }
}
