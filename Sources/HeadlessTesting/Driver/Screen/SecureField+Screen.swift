// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension SecureField: ScreenElementSource {
    /// One secure field with no value: VoiceOver does not read private text; return runs
    /// `onCommit` (and an `onSubmit` above it).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [
            .textEntry(
                role: .secureField, content: content, prompt: prompt, value: nil, text: text, in: node,
                submit: _onCommit)
        ]
    }
}
