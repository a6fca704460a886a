// ViewLifecycle · LifecycleTrace

import Foundation

extension TraceReport {
    /// The report for people: per object its findings, then findings about the log, then a
    /// summary line.
    ///
    /// Each finding reads `line N: [rule] explanation`, with `note:` before a note's explanation;
    /// findings beyond the kept limit read `lines N…M: [rule] K more, not listed`. Every line is
    /// escaped with ``TerminalText``, so nothing from the input can split or add one.
    ///
    /// - Returns: The text, ending in a newline.
    public func renderText() -> String {
        var lines: [String] = []
        // Grouped once: filtering all findings for each object was quadratic on a long log.
        let findingsByObject = Dictionary(grouping: findings.filter { $0.object != nil }, by: \.object)
        let omittedByObject = Dictionary(grouping: omittedFindings, by: \.object)
        for object in objects {
            let name = object.typeName.map { "\($0) " } ?? ""
            let records = object.recordCount == 1 ? "1 record" : "\(object.recordCount) records"
            lines.append("\(name)\(object.address): \(records), ends \(object.finalPhase.rawValue)")
            lines += (findingsByObject[object.address] ?? []).map(Self.render)
            lines += (omittedByObject[object.address] ?? []).map(Self.render)
        }
        let general = findings.filter { $0.object == nil }
        let generalOmitted = omittedByObject[nil] ?? []
        if !general.isEmpty || !generalOmitted.isEmpty {
            lines.append("log:")
            lines += general.map(Self.render) + generalOmitted.map(Self.render)
        }
        lines.append(
            "\(Self.count(breachCount, "breach", "breaches")), \(Self.count(noteCount, "note", "notes")), "
                + "\(Self.count(objects.count, "object", "objects")), "
                + "\(Self.count(skippedLineCount, "skipped line", "skipped lines"))")
        return lines.map(TerminalText.escaped).joined(separator: "\n") + "\n"
    }

    /// The report as one JSON object with sorted keys, including `breachCount`, `noteCount`,
    /// `omittedFindings` and `skippedLineCount`.
    ///
    /// - Returns: The JSON text, without a trailing newline.
    public func renderJSON() -> String {
        struct Document: Encodable {
            var objects: [Object]
            var findings: [TraceFinding]
            var omittedFindings: [Omission]
            var breachCount: Int
            var noteCount: Int
            var skippedLineCount: Int
        }
        let document = Document(
            objects: objects, findings: findings, omittedFindings: omittedFindings, breachCount: breachCount,
            noteCount: noteCount,
            skippedLineCount: skippedLineCount)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(document)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }

    private static func render(_ finding: TraceFinding) -> String {
        let note = finding.severity == .note ? "note: " : ""
        return "  line \(finding.line): [\(finding.rule.rawValue)] \(note)\(finding.message)"
    }

    private static func render(_ omission: Omission) -> String {
        "  lines \(omission.firstLine)…\(omission.lastLine): [\(omission.rule.rawValue)] \(omission.count) more, not listed"
    }

    private static func count(_ value: Int, _ one: String, _ many: String) -> String {
        "\(value) \(value == 1 ? one : many)"
    }
}
