// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Picker: ScreenElementSource {
    /// One picker labelled by its label, its chosen option's label as its value; its options
    /// (listed, not drawn: the choice is made through `Headless.select`) set the latest binding.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard node.children.count == 2 else { return content }
        let selection = selection
        let options = PickerOption.options(under: node.children[1])
        let chosen = options.first { $0.tag == AnyHashable(selection.wrappedValue) }
        let screenOptions = options.map { option in
            ScreenOption(label: option.label) {
                if let value = option.tag.base as? SelectionValue { selection.wrappedValue = value }
            }
        }
        return [
            ScreenElement(
                role: .picker,
                label: ScreenElement.combinedLabel(of: ViewGraph.screenElements(under: node.children[0])),
                value: chosen.map { .text($0.label) }, isEnabled: node.environment.isEnabled,
                actions: ScreenActions(options: screenOptions))
        ]
    }
}
