// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _SubmitModifier: ScreenElementSource {
    /// The content, its fields' return key running this action too: text fields, secure fields
    /// and editors for `.text`, search fields for `.search`, at any depth.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        content.map(attached)
    }

    private func attached(_ element: ScreenElement) -> ScreenElement {
        var element = element
        if takes(element.role) {
            let before = element.actions.submit
            let action = action
            element.actions.submit = {
                before?()
                action()
            }
        }
        element.children = element.children.map(attached)
        return element
    }

    private func takes(_ role: ScreenRole) -> Bool {
        if role == .searchField { return triggers.contains(.search) }
        return triggers.contains(.text) && [ScreenRole.textField, .secureField].contains(role)
    }
}
