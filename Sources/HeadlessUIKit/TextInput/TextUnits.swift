// ViewLifecycle · HeadlessUIKit

import Foundation

/// The units a string divides into at one granularity, as UTF-16 ranges in order.
///
/// A character is a grapheme cluster; a word a run of letters and numbers, with the apostrophes
/// (straight or typographic, as the keyboard's smart quotes type) between them; a sentence ends after `.`, `!` or `?`; a paragraph runs to a line break. A line is a
/// paragraph: the headless runtime lays out no text, so nothing wraps.
struct TextUnits {
    /// The units' ranges, ascending and not overlapping.
    let ranges: [NSRange]

    /// The units of `text` at `granularity`.
    init(_ text: String, granularity: UITextGranularity) {
        switch granularity {
        case .character: ranges = Self.characters(of: text).map(\.range)
        case .word: ranges = Self.words(of: text)
        case .sentence: ranges = Self.sentences(of: text)
        case .paragraph, .line: ranges = Self.runs(of: text) { !$0.isNewline }
        case .document: ranges = text.isEmpty ? [] : [NSRange(location: 0, length: text.utf16.count)]
        }
    }

    /// Each character with its UTF-16 range.
    private static func characters(of text: String) -> [(character: Character, range: NSRange)] {
        var offset = 0
        return text.map { character in
            let length = character.utf16.count
            defer { offset += length }
            return (character, NSRange(location: offset, length: length))
        }
    }

    /// The maximal runs of characters that `belongs` accepts.
    private static func runs(of text: String, where belongs: (Character) -> Bool) -> [NSRange] {
        var result: [NSRange] = []
        var current: NSRange?
        for (character, range) in characters(of: text) {
            if belongs(character) {
                current =
                    current.map { NSRange(location: $0.location, length: NSMaxRange(range) - $0.location) }
                    ?? range
            } else if let run = current {
                result.append(run)
                current = nil
            }
        }
        if let run = current { result.append(run) }
        return result
    }

    /// Words: runs of letters, numbers and apostrophes, less the apostrophes at either end.
    private static func words(of text: String) -> [NSRange] {
        let apostrophes: Set<Character> = ["'", "\u{2019}"]
        let string = text as NSString
        return runs(of: text) { $0.isLetter || $0.isNumber || apostrophes.contains($0) }.compactMap { run in
            var word = run
            while word.length > 0,
                apostrophes.contains(
                    Character(string.substring(with: NSRange(location: word.location, length: 1))))
            {
                word = NSRange(location: word.location + 1, length: word.length - 1)
            }
            while word.length > 0,
                apostrophes.contains(
                    Character(string.substring(with: NSRange(location: NSMaxRange(word) - 1, length: 1))))
            {
                word.length -= 1
            }
            return word.length > 0 ? word : nil
        }
    }

    /// Sentences: from the first non-space character to a terminator (and any closing quotes),
    /// or to the end of the text or of the paragraph.
    private static func sentences(of text: String) -> [NSRange] {
        var result: [NSRange] = []
        var start: Int?
        var end = 0
        var terminated = false
        for (character, range) in characters(of: text) {
            if character.isWhitespace {
                if let first = start, terminated || character.isNewline {
                    result.append(NSRange(location: first, length: end - first))
                    start = nil
                    terminated = false
                }
                continue
            }
            if start == nil { start = range.location }
            end = NSMaxRange(range)
            terminated = "?!.".contains(character) || (terminated && "\"'”’)".contains(character))
        }
        if let first = start { result.append(NSRange(location: first, length: end - first)) }
        return result
    }

    /// The unit that holds `offset`: inside it, or at its boundary on the side `towardEnd` looks to.
    func unit(enclosing offset: Int, towardEnd: Bool) -> NSRange? {
        ranges.first { unit in
            towardEnd
                ? unit.location <= offset && offset < NSMaxRange(unit)
                : unit.location < offset && offset <= NSMaxRange(unit)
        }
    }

    /// Whether `offset` is a unit's end (going toward the end) or its start (going back).
    func isBoundary(_ offset: Int, towardEnd: Bool) -> Bool {
        ranges.contains { towardEnd ? NSMaxRange($0) == offset : $0.location == offset }
    }

    /// The next unit end after `offset` toward the end, or the previous unit start before it.
    func boundary(from offset: Int, towardEnd: Bool) -> Int? {
        towardEnd
            ? ranges.lazy.map(NSMaxRange).first { $0 > offset }
            : ranges.reversed().lazy.map(\.location).first { $0 < offset }
    }
}
