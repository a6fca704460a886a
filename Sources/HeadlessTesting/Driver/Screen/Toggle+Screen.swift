// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Toggle: ScreenElementSource {
    /// One toggle labelled by its label, valued `on` or `off`; a tap flips the binding.
    /// Under a custom style the style's body decides, so only its elements show.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        if node.environment[ToggleStyleKey.self] != nil { return content }
        let isOn = isOn
        return [
            ScreenElement(
                role: .toggle, label: ScreenElement.combinedLabel(of: content),
                value: .state(isOn.wrappedValue ? "on" : "off"), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: { isOn.wrappedValue.toggle() }))
        ]
    }
}
