// ViewLifecycle · HeadlessSwiftUI

extension Slider: ScreenElementSource {
    /// One slider labelled by its label (not its value labels), its value as its value; setting
    /// or stepping it writes the latest binding, bracketed by `onEditingChanged(true/false)`.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let adjustable = adjustable
        let editing = onEditingChanged
        func edited(_ action: @escaping () -> Void) -> () -> Void {
            {
                editing(true)
                action()
                editing(false)
            }
        }
        return [
            ScreenElement(
                role: .slider, label: ScreenElement.combinedLabel(of: content),
                value: .state(adjustable.text()), isEnabled: node.environment.isEnabled,
                actions: ScreenActions(
                    setNumber: adjustable.set.map { set in { number in edited { set(number) }() } },
                    increment: edited(adjustable.increment), decrement: edited(adjustable.decrement)))
        ]
    }
}
