// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenElement {
    /// The element's own line, without its children: `Role "label": value [id: identifier]
    /// [actions: "name", …] (selected, disabled)`, each part only when there is something to say.
    package var line: String {
        var line = role.name
        if !label.isEmpty { line += " " + Self.quoted(label) }
        if let value { line += ": " + value.printed }
        if let identifier { line += " [id: \(identifier)]" }
        if let named = actions.customActions, !named.isEmpty {
            line += " [actions: " + named.map { Self.quoted($0.label) }.joined(separator: ", ") + "]"
        }
        var traits: [String] = []
        if isSelected { traits.append("selected") }
        if !isEnabled { traits.append("disabled") }
        if !traits.isEmpty { line += " (" + traits.joined(separator: ", ") + ")" }
        return line
    }

    /// Elements as indented text, one a line, children two spaces deeper than their parent.
    package static func lines(of elements: [ScreenElement]) -> String {
        var text = ""
        var stack = elements.reversed().map { (element: $0, level: 0) }
        while let (element, level) = stack.popLast() {
            text += String(repeating: "  ", count: level) + element.line + "\n"
            stack.append(contentsOf: element.children.reversed().map { ($0, level + 1) })
        }
        return text
    }
}
