// ViewLifecycle · Fuzz

import Foundation
import LifecycleTrace

/// What every output must be, whatever the input: its lines are the renderer's, never cut or
/// added by a string from the input, and its JSON parses.
enum OutputInvariants {
    /// The text report has one line per object, kept finding, omission and summary (plus `log:`),
    /// and the JSON report parses.
    static func check(_ report: TraceReport) {
        let objectAddresses = Set(report.objects.map(\.address))
        let general =
            report.findings.filter { $0.object == nil }.count
            + report.omittedFindings.filter { $0.object == nil }.count
        // Findings of an object listed under each object entry that shares its address.
        var listed = 0
        for object in report.objects {
            listed += report.findings.filter { $0.object == object.address }.count
            listed += report.omittedFindings.filter { $0.object == object.address }.count
        }
        let orphans = report.findings.contains { $0.object.map { !objectAddresses.contains($0) } ?? false }
        precondition(!orphans, "a finding names an object the report does not list")
        let expected = report.objects.count + listed + general + (general > 0 ? 1 : 0) + 1
        checkText(report.renderText(), lineCount: expected)
        let json = Data(report.renderJSON().utf8)
        precondition((try? JSONSerialization.jsonObject(with: json)) != nil, "report JSON does not parse")
    }

    /// `text` ends in a newline, has `lineCount` lines, and holds no control character.
    static func checkText(_ text: String, lineCount: Int) {
        precondition(text.hasSuffix("\n"), "text does not end in a newline")
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        precondition(
            lines.count == lineCount, "\(lines.count) lines where \(lineCount) were expected:\n\(text)")
        precondition(
            !text.unicodeScalars.contains { $0 != "\n" && isControl($0) },
            "a control character reached the text")
    }

    /// A record's diagram lines: a participant declaration if new, then one message or note.
    static func checkMermaid(_ text: String, record: TraceRecord) {
        let lines = text.dropLast().split(separator: "\n", omittingEmptySubsequences: false)
        precondition(text.hasSuffix("\n") && (1...2).contains(lines.count), "diagram lines: \(text)")
        precondition(
            !text.unicodeScalars.contains { $0 != "\n" && isControl($0) }, "control character in diagram")
        for (index, line) in lines.enumerated() {
            let isDeclaration = index == 0 && lines.count == 2
            let prefixes =
                isDeclaration
                ? ["    participant P"]
                : [
                    "    UIKit->>P", "    UIKit-xP", "    SwiftUI->>P", "    SwiftUI-xP",
                    "    Note over SwiftUI: ",
                ]
            // Compared as UTF-8, not as Characters: a label may begin with a combining mark, which
            // joins the separator's space into one Character but leaves the line's bytes intact.
            let bytes = Array(line.utf8)
            precondition(
                prefixes.contains { bytes.starts(with: $0.utf8) }, "unexpected diagram line: \(line)")
            precondition(
                bytes.dropFirst(4).firstRange(of: Array("participant".utf8)) == nil || isDeclaration,
                "input added a participant")
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
