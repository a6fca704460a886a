// ViewLifecycle · HeadlessSwiftUI

extension GroupBox: ScreenElementSource {
    /// One group box element, labelled by its label's elements, holding its content's.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let (label, inside) = ScreenElement.splittingLabel(content)
        return [
            ScreenElement(role: .groupBox, label: ScreenElement.combinedLabel(of: label), children: inside)
        ]
    }
}
