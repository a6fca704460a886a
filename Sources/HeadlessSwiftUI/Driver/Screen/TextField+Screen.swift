// ViewLifecycle · HeadlessSwiftUI

extension TextField: ScreenElementSource {
    /// One field with its text as its value; return runs `onCommit` (and an `onSubmit` above
    /// adds its action).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [
            .textEntry(
                role: .textField, content: content, prompt: prompt, value: .text(text.wrappedValue),
                text: text, in: node, submit: onCommit)
        ]
    }
}
