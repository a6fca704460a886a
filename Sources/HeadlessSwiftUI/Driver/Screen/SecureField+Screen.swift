// ViewLifecycle · HeadlessSwiftUI

extension SecureField: ScreenElementSource {
    /// One secure field labelled by its label (its prompt when the label shows nothing), with no
    /// value: VoiceOver does not read private text. Typing replaces the text.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let text = text
        let label = ScreenElement.combinedLabel(of: content)
        return [
            ScreenElement(
                role: .secureField, label: label.isEmpty ? (prompt?.string ?? "") : label,
                isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setText: { [weak node] in
                        if let node { FocusHook.focusField(at: node) }
                        text.wrappedValue = $0
                    }, submit: {}))
        ]
    }
}
