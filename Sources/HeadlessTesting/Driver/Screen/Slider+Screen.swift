// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Slider: ScreenElementSource {
    /// One slider labelled by its label (not its value labels), its value as its value; setting
    /// or stepping it writes the latest binding, bracketed by `onEditingChanged(true/false)`.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let adjustable = adjustable
        let editing = EditingBracket(onEditingChanged: onEditingChanged)
        return [
            ScreenElement(
                role: .slider, label: ScreenElement.combinedLabel(of: content),
                value: .state(adjustable.text()), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setNumber: adjustable.set.map { set in { number in editing.around { set(number) }() } },
                    increment: editing.around(adjustable.increment),
                    decrement: editing.around(adjustable.decrement)))
        ]
    }
}
