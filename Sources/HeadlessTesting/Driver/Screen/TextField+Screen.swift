// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension TextField: ScreenElementSource {
    /// One field with its text as its value; return runs `onCommit` (and an `onSubmit` above
    /// adds its action).
    /// Under a custom style the style's body shows (the field it holds is this field's element).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        if node.environment[TextFieldStyleKey.self] != nil { return content }
        return [
            .textEntry(
                role: .textField, content: content, prompt: prompt, value: .text(text.wrappedValue),
                text: text, in: node, submit: onCommit)
        ]
    }
}
