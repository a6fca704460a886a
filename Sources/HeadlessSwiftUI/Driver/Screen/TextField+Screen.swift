// ViewLifecycle · HeadlessSwiftUI

extension TextField: ScreenElementSource {
    /// One field labelled by its label (its prompt when the label shows nothing), its text as
    /// its value; typing first focuses a `focused(...)` above it (as the tap into the field
    /// does), then replaces the text through the latest binding; return runs `onCommit` (and an
    /// `onSubmit` above adds its action).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let text = text
        let label = ScreenElement.combinedLabel(of: content)
        return [
            ScreenElement(
                role: .textField, label: label.isEmpty ? (prompt?.string ?? "") : label,
                value: .text(text.wrappedValue), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setText: { [weak node] in
                        if let node { FocusHook.focusField(at: node) }
                        text.wrappedValue = $0
                    }, submit: onCommit))
        ]
    }
}
