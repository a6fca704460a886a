// ViewLifecycle · HeadlessSwiftUI

extension ViewGraph {
    /// The mounted graph as indented text, two spaces per level.
    package func dump() -> String {
        guard let root else { return "(not mounted)\n" }
        var text = ""
        for (node, level) in root.subtreeParentFirst { text += Self.line(for: node, indent: level) + "\n" }
        return text
    }

    /// One node's line: its type, place, state, behaviour and text.
    private static func line(for node: ViewNode, indent: Int) -> String {
        var line = String(repeating: "  ", count: indent) + typeName(of: node.view)
        if let place = describe(node.key.tag) { line += " [\(place)]" }
        for (label, box) in node.stateBoxes.sorted(by: { $0.key < $1.key }) {
            line += " \(label.hasPrefix("_") ? String(label.dropFirst()) : label)=\(stateValue(box))"
        }
        if let behavior = node.behavior?.dumpDescription, !behavior.isEmpty { line += " {\(behavior)}" }
        if let text = node.view as? Text { line += " \"\(text.string)\"" }
        return line
    }

    private static func describe(_ tag: ChildTag) -> String? {
        switch tag {
        case .body, .content, .erased, .some: return nil
        case .index(let index): return "\(index)"
        case .trueBranch: return "if"
        case .falseBranch: return "else"
        case .background: return "background"
        case .overlay: return "overlay"
        case .element(let id): return "id: \(id.base)"
        case .explicit(let id): return ".id(\(id.base))"
        }
    }

    /// The type's name without module prefixes, generic arguments shortened to their own names.
    private static func typeName(of view: any View) -> String {
        stripModules(String(reflecting: type(of: view)))
    }

    private static func stripModules(_ name: String) -> String {
        // Drops "Module." prefixes of every component: "Tests.Row" -> "Row".
        var result = ""
        var token = ""
        for character in name {
            if character == "." {
                token = ""
                continue
            }
            if character.isLetter || character.isNumber || character == "_" {
                token.append(character)
            } else {
                result += token + String(character)
                token = ""
            }
        }
        return result + token
    }

    private static func stateValue(_ box: AnyObject) -> String {
        guard let box = box as? any StateValueDescribing else { return "?" }
        return box.describedValue
    }
}

/// A state box that can print its value.
protocol StateValueDescribing {
    var describedValue: String { get }
}

extension StateBox: StateValueDescribing {
    var describedValue: String { String(describing: value) }
}
