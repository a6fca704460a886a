// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _AccessibilityActionsView: ScreenElementSource {
    /// One marker element holding the actions' elements, which the modifier above turns into
    /// its content's named actions (it is never printed).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [ScreenElement(role: .accessibilityActions, label: "", children: content)]
    }
}
