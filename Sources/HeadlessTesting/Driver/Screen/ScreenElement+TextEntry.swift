// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenElement {
    /// The element of a text field or secure field: labelled by its label, or by its prompt
    /// when the label shows nothing; typing first focuses a `focused(...)` above it (as the tap
    /// into the field does), then replaces the text through the latest binding.
    @MainActor
    static func textEntry(
        role: ScreenRole, content: [ScreenElement], prompt: Text?, value: ScreenValue?,
        text: Binding<String>, in node: ViewNode, submit: @escaping () -> Void
    ) -> ScreenElement {
        let label = combinedLabel(of: content)
        return ScreenElement(
            role: role, label: label.isEmpty ? (prompt?.string ?? "") : label, value: value,
            isEnabled: node.environment.isEnabled,
            actions: ScreenActions(setText: FocusHook.typing(into: text, at: node), submit: submit))
    }
}
