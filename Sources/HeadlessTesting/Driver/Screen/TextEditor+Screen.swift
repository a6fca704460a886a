// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension TextEditor: ScreenElementSource {
    /// One editor valued by its text; typing replaces it through the latest binding; return
    /// inserts a line rather than submitting, so it has no submit action.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let text = text
        return [
            ScreenElement(
                role: .textEditor, label: "", value: .text(text.wrappedValue),
                isEnabled: node.environment.isEnabled,
                actions: ScreenActions(setText: FocusHook.typing(into: text, at: node)))
        ]
    }
}
