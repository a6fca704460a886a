// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Stepper: ScreenElementSource {
    /// One stepper labelled by its label, its value (if it has one) as its value; increment and
    /// decrement run the latest actions, each bracketed by `onEditingChanged(true/false)`.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let editing = EditingBracket(onEditingChanged: onEditingChanged)
        return [
            ScreenElement(
                role: .stepper, label: ScreenElement.combinedLabel(of: content),
                value: adjustable.map { .state($0.text()) }, isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setNumber: adjustable?.set, increment: onIncrement.map(editing.around) ?? {},
                    decrement: onDecrement.map(editing.around) ?? {}))
        ]
    }
}
