// ViewLifecycle · HeadlessSwiftUI

extension Stepper: ScreenElementSource {
    /// One stepper labelled by its label, its value (if it has one) as its value; increment and
    /// decrement run the latest actions, each bracketed by `onEditingChanged(true/false)`.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let editing = onEditingChanged
        func edited(_ action: (() -> Void)?) -> (() -> Void)? {
            action.map { action in
                {
                    editing(true)
                    action()
                    editing(false)
                }
            }
        }
        return [
            ScreenElement(
                role: .stepper, label: ScreenElement.combinedLabel(of: content),
                value: adjustable.map { .state($0.text()) }, isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setNumber: adjustable?.set, increment: edited(onIncrement) ?? {},
                    decrement: edited(onDecrement) ?? {}))
        ]
    }
}
