// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ColorPicker: ScreenElementSource {
    /// One color picker labelled by its label, valued by the color's description; choosing a
    /// color sets the latest binding.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let selection = selection
        return [
            ScreenElement(
                role: .colorPicker, label: ScreenElement.combinedLabel(of: content),
                value: .text(selection.wrappedValue.description), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(setColor: { selection.wrappedValue = $0 }))
        ]
    }
}
