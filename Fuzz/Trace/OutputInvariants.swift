// ViewLifecycle · Fuzz

import Foundation
import LifecycleTrace

/// What every output must be, whatever the input: its lines are the renderer's, never cut or
/// added by a string from the input, and its JSON parses.
enum OutputInvariants {
    /// The text report has one line per section heading, kept finding and omission, plus `log:`
    /// and its lines and the summary; each section's findings name its object; the JSON report
    /// parses; and the sections printed one by one with the `ending` print the same text and JSON
    /// as the whole report.
    static func check(_ report: TraceReport, streamedAs sections: [TraceReport.Object], ending: TraceReport) {
        var expected = 1
        for object in report.objects {
            precondition(
                object.findings.allSatisfy { $0.object == object.address }
                    && object.omittedFindings.allSatisfy { $0.object == object.address },
                "a section lists a finding about another object")
            expected += 1 + object.findings.count + object.omittedFindings.count
        }
        let logLines = report.logFindings.count + report.logOmittedFindings.count
        expected += logLines + (logLines > 0 ? 1 : 0)
        let text = report.renderText()
        checkText(text, lineCount: expected)
        let json = report.renderJSON()
        precondition(
            (try? JSONSerialization.jsonObject(with: Data(json.utf8))) != nil, "report JSON does not parse")
        let streamedText =
            (sections + ending.objects).map { $0.renderText() }.joined() + ending.renderTextEnding()
        precondition(streamedText == text, "the streamed text differs from the whole report's")
        let streamedJSON =
            TraceReport.jsonOpening
            + (sections + ending.objects).map { $0.renderJSON() }.joined(separator: ",")
            + ending.renderJSONEnding()
        precondition(streamedJSON == json, "the streamed JSON differs from the whole report's")
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

    /// The elements an SVG timeline is made of; `?xml` opens the document.
    private static let svgTags: Set<String> = [
        "?xml", "svg", "/svg", "title", "/title", "rect", "text", "/text", "tspan", "/tspan", "g", "/g",
        "circle", "path", "line",
    ]

    /// An SVG timeline: every `<` opens one of the renderer's elements and every `&` an entity,
    /// so no string from the input added markup; no control character but its newlines.
    static func checkSVG(_ svg: String) {
        precondition(svg.hasSuffix("</svg>\n"), "the SVG does not end with its root")
        precondition(
            !svg.unicodeScalars.contains { $0 != "\n" && isControl($0) }, "control character in the SVG")
        for piece in svg.split(separator: "<", omittingEmptySubsequences: true) {
            let name = piece.prefix { $0 != " " && $0 != ">" }
            let tag = String(name.hasSuffix("/") ? name.dropLast() : name)
            precondition(svgTags.contains(tag), "unexpected SVG markup: <\(piece.prefix(40))")
        }
        for piece in svg.split(separator: "&").dropFirst() {
            precondition(
                ["amp;", "lt;", "gt;", "quot;", "apos;"].contains { piece.hasPrefix($0) },
                "unescaped & in the SVG: &\(piece.prefix(20))")
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
            || scalar.value == 0x2029
    }
}
