// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension GroupBox: ScreenElementSource {
    /// One group box element, labelled by its label's elements, holding its content's.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        // Under a custom style the style's body is what shows.
        if node.environment[GroupBoxStyleKey.self] != nil { return content }
        let (label, inside) = ScreenElement.splittingLabel(content)
        return [
            ScreenElement(role: .groupBox, label: ScreenElement.combinedLabel(of: label), children: inside)
        ]
    }
}
