// ViewLifecycle · HeadlessUIKit

/// An object that finds the boundaries of a text input's characters, words, sentences,
/// paragraphs, lines and document.
@MainActor @preconcurrency
public protocol UITextInputTokenizer: NSObjectProtocol {
    /// The text unit of `granularity` that encloses `position`, looking in `direction` where the
    /// position is a boundary.
    ///
    /// - Parameters:
    ///   - position: A position in the text.
    ///   - granularity: The unit: character, word, sentence, paragraph, line or document.
    ///   - direction: Which side of a boundary counts.
    /// - Returns: The unit's range, or `nil` when no unit encloses the position.
    func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange?

    /// Whether `position` is a boundary of a unit of `granularity` in `direction`: a unit's end
    /// going forward, its start going backward.
    ///
    /// - Parameters:
    ///   - position: A position in the text.
    ///   - granularity: The unit.
    ///   - direction: The direction.
    /// - Returns: Whether it is a boundary.
    func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool

    /// The next boundary of a unit of `granularity` from `position` in `direction`.
    ///
    /// - Parameters:
    ///   - position: Where to start.
    ///   - granularity: The unit.
    ///   - direction: The direction.
    /// - Returns: The boundary, or `nil` when there is none that way.
    func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition?

    /// Whether `position` is inside a unit of `granularity`; at a boundary, whether the unit lies
    /// in `direction`.
    ///
    /// - Parameters:
    ///   - position: A position in the text.
    ///   - granularity: The unit.
    ///   - direction: Which side of a boundary counts.
    /// - Returns: Whether a unit holds the position.
    func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool
}
