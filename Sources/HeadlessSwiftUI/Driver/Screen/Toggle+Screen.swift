// ViewLifecycle · HeadlessSwiftUI

extension Toggle: ScreenElementSource {
    /// One toggle labelled by its label, valued `on` or `off`; a tap flips the binding.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let isOn = isOn
        return [
            ScreenElement(
                role: .toggle, label: ScreenElement.combinedLabel(of: content),
                value: .state(isOn.wrappedValue ? "on" : "off"), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: { isOn.wrappedValue.toggle() }))
        ]
    }
}
