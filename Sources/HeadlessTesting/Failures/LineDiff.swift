// ViewLifecycle · HeadlessTesting

/// The lines two texts differ by, as a unified diff: each run of changes with a little context,
/// under a `@@ -start,count +start,count @@` header; `-` lines are only in the expected text,
/// `+` lines only in the actual one, ` ` lines in both.
///
/// Lines are matched by a longest common subsequence, so a line inserted or removed shows as one
/// `+` or `-` line and the rest stays context.
package struct LineDiff: Equatable, Sendable {
    /// One line of the diff: kept, removed (only expected) or added (only actual).
    package enum Line: Equatable, Sendable {
        case kept(String)
        case removed(String)
        case added(String)
    }

    /// Every line of both texts in order, each marked.
    package let lines: [Line]

    /// Compares `expected` with `actual`, line by line. A final newline ends the last line
    /// rather than starting an empty one.
    ///
    /// - Parameters:
    ///   - expected: The text the test expected.
    ///   - actual: The text it got.
    package init(expected: String, actual: String) {
        lines = Self.align(Self.split(expected), Self.split(actual))
    }

    /// Whether the texts have the same lines.
    package var isEmpty: Bool {
        lines.allSatisfy { if case .kept = $0 { true } else { false } }
    }

    /// The changed lines with `context` lines of context either side, as hunks under
    /// `@@ -start,count +start,count @@` headers; empty when nothing changed.
    ///
    /// - Parameter context: How many unchanged lines to show around each change.
    /// - Returns: The diff, one line each, every line ending in a newline.
    package func unified(context: Int = 2) -> String {
        var text = ""
        for hunk in hunks(context: context) {
            text += hunk.header + "\n"
            for line in lines[hunk.range] {
                switch line {
                case .kept(let kept): text += " " + kept + "\n"
                case .removed(let removed): text += "-" + removed + "\n"
                case .added(let added): text += "+" + added + "\n"
                }
            }
        }
        return text
    }

    /// A run of lines to print and where it starts in each text.
    private struct Hunk {
        var range: Range<Int>
        var expectedStart: Int
        var expectedCount: Int
        var actualStart: Int
        var actualCount: Int

        /// `@@ -start,count +start,count @@`, lines counted from 1 (from 0 when a side is empty,
        /// as diff prints it).
        var header: String {
            let expected = expectedCount == 0 ? expectedStart : expectedStart + 1
            let actual = actualCount == 0 ? actualStart : actualStart + 1
            return "@@ -\(expected),\(expectedCount) +\(actual),\(actualCount) @@"
        }
    }

    /// The hunks: each change widened by `context` lines, overlapping or touching ones merged.
    private func hunks(context: Int) -> [Hunk] {
        let changed = lines.indices.filter { if case .kept = lines[$0] { false } else { true } }
        var ranges: [Range<Int>] = []
        for index in changed {
            let range = max(0, index - context)..<min(lines.count, index + 1 + context)
            if let last = ranges.last, range.lowerBound <= last.upperBound {
                ranges[ranges.count - 1] = last.lowerBound..<range.upperBound
            } else {
                ranges.append(range)
            }
        }
        var expectedLine = 0
        var actualLine = 0
        var position = 0
        var hunks: [Hunk] = []
        for range in ranges {
            for line in lines[position..<range.lowerBound] { advance(line, &expectedLine, &actualLine) }
            var hunk = Hunk(
                range: range, expectedStart: expectedLine, expectedCount: 0, actualStart: actualLine,
                actualCount: 0)
            for line in lines[range] {
                let (expectedBefore, actualBefore) = (expectedLine, actualLine)
                advance(line, &expectedLine, &actualLine)
                hunk.expectedCount += expectedLine - expectedBefore
                hunk.actualCount += actualLine - actualBefore
            }
            hunks.append(hunk)
            position = range.upperBound
        }
        return hunks
    }

    private func advance(_ line: Line, _ expected: inout Int, _ actual: inout Int) {
        switch line {
        case .kept:
            expected += 1
            actual += 1
        case .removed: expected += 1
        case .added: actual += 1
        }
    }

    /// The text's lines; a final newline ends the last line.
    private static func split(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.last == "" { lines.removeLast() }
        return lines
    }

    /// Both texts' lines in order, kept where a longest common subsequence has them, removals
    /// before additions within each change.
    private static func align(_ expected: [String], _ actual: [String]) -> [Line] {
        let rows = expected.count + 1
        let columns = actual.count + 1
        // common[i * columns + j]: the longest common subsequence of expected[i...] and actual[j...].
        var common = [Int](repeating: 0, count: rows * columns)
        for i in stride(from: expected.count - 1, through: 0, by: -1) {
            for j in stride(from: actual.count - 1, through: 0, by: -1) {
                common[i * columns + j] =
                    expected[i] == actual[j]
                    ? common[(i + 1) * columns + j + 1] + 1
                    : max(common[(i + 1) * columns + j], common[i * columns + j + 1])
            }
        }
        var lines: [Line] = []
        var i = 0
        var j = 0
        while i < expected.count || j < actual.count {
            if i < expected.count, j < actual.count, expected[i] == actual[j] {
                lines.append(.kept(expected[i]))
                i += 1
                j += 1
            } else if i < expected.count,
                j == actual.count || common[(i + 1) * columns + j] >= common[i * columns + j + 1]
            {
                lines.append(.removed(expected[i]))
                i += 1
            } else {
                lines.append(.added(actual[j]))
                j += 1
            }
        }
        return lines
    }
}
