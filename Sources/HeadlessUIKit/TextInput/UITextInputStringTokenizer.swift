// ViewLifecycle · HeadlessUIKit

import Foundation

/// The tokenizer UIKit's text inputs use: it finds characters, words, sentences and paragraphs
/// in the input's current text (a line is a paragraph headlessly: nothing is laid out).
@available(iOS 3.2, *)
@MainActor @preconcurrency
open class UITextInputStringTokenizer: NSObject, UITextInputTokenizer {
    /// The input whose text is read; held weakly, as the input holds its tokenizer.
    private weak var textInput: (any UIResponder & UITextInput)?

    /// Creates a tokenizer for a text input.
    ///
    /// - Parameter textInput: The input whose text the tokenizer reads.
    public init(textInput: any UIResponder & UITextInput) {
        self.textInput = textInput
    }

    /// The unit of `granularity` that encloses `position`.
    ///
    /// - Parameters:
    ///   - position: A position in the input's text.
    ///   - granularity: The unit.
    ///   - direction: Which side of a boundary counts.
    /// - Returns: The unit's range, or `nil`.
    open func rangeEnclosingPosition(
        _ position: UITextPosition, with granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextRange? {
        guard let (input, units, offset) = read(position, granularity),
            let unit = units.unit(enclosing: offset, towardEnd: direction.isTowardEnd),
            let start = input.position(from: input.beginningOfDocument, offset: unit.location),
            let end = input.position(from: start, offset: unit.length)
        else { return nil }
        return input.textRange(from: start, to: end)
    }

    /// Whether `position` is a boundary of a unit of `granularity` in `direction`.
    ///
    /// - Parameters:
    ///   - position: A position in the input's text.
    ///   - granularity: The unit.
    ///   - direction: The direction.
    /// - Returns: Whether it is a boundary.
    open func isPosition(
        _ position: UITextPosition, atBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let (_, units, offset) = read(position, granularity) else { return false }
        return units.isBoundary(offset, towardEnd: direction.isTowardEnd)
    }

    /// The next boundary of a unit of `granularity` from `position` in `direction`.
    ///
    /// - Parameters:
    ///   - position: Where to start.
    ///   - granularity: The unit.
    ///   - direction: The direction.
    /// - Returns: The boundary, or `nil`.
    open func position(
        from position: UITextPosition, toBoundary granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> UITextPosition? {
        guard let (input, units, offset) = read(position, granularity),
            let boundary = units.boundary(from: offset, towardEnd: direction.isTowardEnd)
        else { return nil }
        return input.position(from: input.beginningOfDocument, offset: boundary)
    }

    /// Whether a unit of `granularity` holds `position`.
    ///
    /// - Parameters:
    ///   - position: A position in the input's text.
    ///   - granularity: The unit.
    ///   - direction: Which side of a boundary counts.
    /// - Returns: Whether a unit holds it.
    open func isPosition(
        _ position: UITextPosition, withinTextUnit granularity: UITextGranularity,
        inDirection direction: UITextDirection
    ) -> Bool {
        guard let (_, units, offset) = read(position, granularity) else { return false }
        return units.unit(enclosing: offset, towardEnd: direction.isTowardEnd) != nil
    }

    /// The input, its text's units and `position`'s offset in it; `nil` once the input is gone.
    private func read(
        _ position: UITextPosition, _ granularity: UITextGranularity
    ) -> (input: any UIResponder & UITextInput, units: TextUnits, offset: Int)? {
        guard let input = textInput,
            let whole = input.textRange(from: input.beginningOfDocument, to: input.endOfDocument)
        else { return nil }
        let units = TextUnits(input.text(in: whole) ?? "", granularity: granularity)
        return (input, units, input.offset(from: input.beginningOfDocument, to: position))
    }
}
