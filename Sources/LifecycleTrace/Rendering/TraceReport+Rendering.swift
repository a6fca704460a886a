// ViewLifecycle · LifecycleTrace

import Foundation

extension TraceReport {
    /// The report for people: each object's section, then the findings about the log, then a
    /// summary line.
    ///
    /// The same text as ``Object/renderText()`` of each section followed by ``renderTextEnding()``,
    /// which is how `lifecycle check` prints it as the sections are taken.
    ///
    /// - Returns: The text, ending in a newline.
    public func renderText() -> String {
        objects.map { $0.renderText() }.joined() + renderTextEnding()
    }

    /// The text after the sections: `log:` and its findings if any, then the summary line, which
    /// counts every section, listed here or printed earlier.
    ///
    /// - Returns: The text, ending in a newline.
    public func renderTextEnding() -> String {
        var lines: [String] = []
        if !logFindings.isEmpty || !logOmittedFindings.isEmpty {
            lines.append("log:")
            lines += logFindings.map(TraceReport.render) + logOmittedFindings.map(TraceReport.render)
        }
        lines.append(
            "\(Self.count(breachCount, "breach", "breaches")), \(Self.count(noteCount, "note", "notes")), "
                + "\(Self.count(objectCount, "object", "objects")), "
                + "\(Self.count(skippedLineCount, "skipped line", "skipped lines"))")
        return TraceReport.escapedLines(lines)
    }

    /// The report as one JSON object: `objects` first, each section with its findings, then the
    /// other keys sorted (`breachCount`, `logFindings`, `logOmittedFindings`, `noteCount`,
    /// `objectCount`, `skippedLineCount`).
    ///
    /// The same text as ``jsonOpening``, the sections' ``Object/renderJSON()`` separated by commas,
    /// and ``renderJSONEnding()``, which is how `lifecycle check --format json` streams it.
    ///
    /// - Returns: The JSON text, without a trailing newline.
    public func renderJSON() -> String {
        TraceReport.jsonOpening + objects.map { $0.renderJSON() }.joined(separator: ",") + renderJSONEnding()
    }

    /// The start of the JSON report, before the first section.
    public static let jsonOpening = #"{"objects":["#

    /// The end of the JSON report, after the last section: the array's end and the other keys.
    ///
    /// - Returns: The JSON text, without a trailing newline.
    public func renderJSONEnding() -> String {
        // The report's own keys, `objects` left out: they were written before.
        struct Ending: Encodable {
            var breachCount: Int
            var logFindings: [TraceFinding]
            var logOmittedFindings: [Omission]
            var noteCount: Int
            var objectCount: Int
            var skippedLineCount: Int
        }
        let ending = TraceReport.encode(
            Ending(
                breachCount: breachCount, logFindings: logFindings, logOmittedFindings: logOmittedFindings,
                noteCount: noteCount, objectCount: objectCount, skippedLineCount: skippedLineCount))
        // `{"breachCount":…}` continues the object `jsonOpening` began.
        return "]," + ending.dropFirst()
    }

    static func render(_ finding: TraceFinding) -> String {
        let note = finding.severity == .note ? "note: " : ""
        return "  line \(finding.line): [\(finding.rule.rawValue)] \(note)\(finding.message)"
    }

    static func render(_ omission: Omission) -> String {
        "  lines \(omission.firstLine)…\(omission.lastLine): [\(omission.rule.rawValue)] \(omission.count) more, not listed"
    }

    /// `lines` escaped with ``TerminalText``, so nothing from the input can split or add one,
    /// each ending in a newline.
    static func escapedLines(_ lines: [String]) -> String {
        lines.map { TerminalText.escaped($0) + "\n" }.joined()
    }

    /// `value` as JSON with sorted keys; encoding these plain values cannot fail.
    static func encode(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(value)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value) \(value == 1 ? one : many)"
    }
}
