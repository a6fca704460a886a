// ViewLifecycle · TraceCommands

import CommandKit

/// Writes a report section by section as each is ready: as text, one after another, or as the
/// items of a JSON array that the first section opens and ``end(text:json:)`` closes.
///
/// `check` and `normalize` stream this way, so their memory is bounded by the objects alive at
/// once, and neither writes anything before its first section.
struct SectionWriter {
    private let output: CommandOutput
    private let format: ReportFormat
    /// What comes before the first item in JSON: `[`, or more when the array is a value of an
    /// object (`{"objects":[`).
    private let jsonOpening: String
    private var count = 0

    /// Creates a writer to `output` in `format`, whose JSON begins with `jsonOpening`.
    init(_ output: CommandOutput, format: ReportFormat, jsonOpening: String = "[") {
        self.output = output
        self.format = format
        self.jsonOpening = jsonOpening
    }

    /// Writes one section: `text()` or `json()` as the format says, the JSON after a comma or
    /// the opening.
    mutating func write(text: () -> String, json: () -> String) throws(CommandError) {
        switch format {
        case .text: try output.write(text())
        case .json: try output.write((count == 0 ? jsonOpening : ",") + json())
        }
        count += 1
    }

    /// Writes what follows the last section, `text` or `json` (which closes the array and
    /// anything around it), after the opening if no section came, then a newline for JSON.
    func end(text: String, json: String) throws(CommandError) {
        switch format {
        case .text: try output.write(text)
        case .json: try output.write((count == 0 ? jsonOpening : "") + json + "\n")
        }
    }
}
