// ViewLifecycle · LifecycleTrace

/// A renderer of a trace as a Mermaid `sequenceDiagram`, one participant per object.
///
/// Callbacks on an object are messages to it from `UIKit`, or from `SwiftUI` for a
/// representable's callbacks (`make…`, `update…`, `dismantle…`); `deinit` is drawn with a cross.
/// Lines that name no object are notes over `SwiftUI`. Objects are `P1`, `P2`… in first-seen
/// order, labelled with their unqualified type name and address.
public struct MermaidRenderer: Sendable {
    private var participants: [String: String] = [:]
    private var declarations: [String] = []
    private var messages: [String] = []

    /// Creates a renderer that has seen no records.
    public init() {}

    /// Adds one record to the diagram.
    ///
    /// - Parameter record: The next record of the trace.
    public mutating func consume(_ record: TraceRecord) {
        let text = MermaidRenderer.escaped(record.callback)
        let sender = MermaidRenderer.isRepresentableCallback(record.callback) ? "SwiftUI" : "UIKit"
        guard let object = record.object else {
            messages.append("    Note over SwiftUI: \(text)")
            return
        }
        let alias = participants[object] ?? declare(object, typeName: record.typeName)
        let arrow = record.callback == "deinit" ? "-x" : "->>"
        messages.append("    \(sender)\(arrow)\(alias): \(text)")
    }

    /// The diagram so far.
    ///
    /// - Returns: Mermaid source, ending in a newline.
    public func render() -> String {
        (["sequenceDiagram", "    participant SwiftUI", "    participant UIKit"] + declarations + messages)
            .joined(separator: "\n") + "\n"
    }

    private mutating func declare(_ object: String, typeName: String?) -> String {
        let alias = "P\(declarations.count + 1)"
        participants[object] = alias
        let name = typeName.map { String($0.split(separator: ".").last ?? Substring($0)) + " " } ?? ""
        declarations.append("    participant \(alias) as \(MermaidRenderer.escaped(name + object))")
        return alias
    }

    static func isRepresentableCallback(_ callback: String) -> Bool {
        callback.hasPrefix("make") || callback.hasPrefix("update") || callback.hasPrefix("dismantle")
    }

    /// `text` with the characters Mermaid reads as syntax written as entity codes.
    static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "#": result += "#35;"
            case ";": result += "#59;"
            case "<": result += "#lt;"
            case ">": result += "#gt;"
            default: result.append(character)
            }
        }
        return result
    }
}
