// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// A renderer of a trace as a Mermaid `sequenceDiagram`, one participant per object lifetime,
/// streamed: each record's lines are returned as it is read, so a log of any length is drawn in
/// memory bounded by the objects alive at once.
///
/// Callbacks on an object are messages to it from `UIKit`, or from `SwiftUI` for a
/// representable's callbacks (`make…`, `update…`, `dismantle…`); `deinit` is drawn with a cross
/// and ends the participant, so a new object at the same address gets a participant of its own.
/// Lines that name no object are notes over `SwiftUI`. Objects are `P1`, `P2`… in first-seen
/// order, each declared just before its first message (Mermaid orders the lanes by declaration),
/// labelled with its unqualified type name and address. Every label and message is sanitized
/// (`escaped(_:)`), so no input can end a line or add one.
public struct MermaidRenderer: Sendable {
    /// The diagram's first lines, written before the first record's.
    public static let header = "sequenceDiagram\n    participant SwiftUI\n    participant UIKit\n"

    /// The live objects' participants, by address.
    private var participants: [String: String] = [:]
    private var declaredCount = 0

    /// Creates a renderer that has seen no records.
    public init() {}

    /// The lines one record adds to the diagram: its participant's declaration if it is new, then
    /// its message.
    ///
    /// - Parameter record: The next record of the trace.
    /// - Returns: Mermaid source lines, each ending in a newline.
    public mutating func render(_ record: TraceRecord) -> String {
        let text = MermaidRenderer.escaped(record.callback)
        let sender = TraceRecord.isRepresentableCallback(record.callback) ? "SwiftUI" : "UIKit"
        guard let object = record.object else { return "    Note over SwiftUI: \(text)\n" }
        var lines = ""
        let alias: String
        if let known = participants[object] {
            alias = known
        } else {
            declaredCount += 1
            alias = "P\(declaredCount)"
            participants[object] = alias
            let label = MermaidRenderer.escaped(MermaidRenderer.shortName(record.typeName) + object)
            lines += "    participant \(alias) as \(label)\n"
        }
        let isDeinit = record.callback == RawCallback.teardown.functionName
        if isDeinit { participants[object] = nil }
        return lines + "    \(sender)\(isDeinit ? "-x" : "->>")\(alias): \(text)\n"
    }

    /// `App.Box<App.Item>` as `Box<App.Item> `: the module and outer types dropped from the name
    /// before its generic arguments.
    static func shortName(_ typeName: String?) -> String {
        guard let typeName else { return "" }
        let base = typeName.prefix { $0 != "<" }
        let name = base.split(separator: ".").last.map(String.init) ?? String(base)
        return name + typeName.dropFirst(base.count) + " "
    }

    /// `text` with every character that Mermaid may read as syntax, and every control character,
    /// written as an entity code (`#59;`): letters, digits, spaces, non-ASCII text and
    /// `._():,-[]*+=?!/@&'$` stay as they are.
    package static func escaped(_ text: String) -> String {
        var result = ""
        for scalar in text.unicodeScalars {
            if isPlain(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "#\(scalar.value);"
            }
        }
        return result
    }

    private static func isPlain(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.value >= 0xA0 { return !TerminalText.isControl(scalar) }
        if scalar.properties.isASCIIHexDigit || ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) {
            return true
        }
        return " ._():,-[]*+=?!/@&'$".unicodeScalars.contains(scalar)
    }
}
