// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension LabeledContent: ScreenElementSource where Label: View, Content: View {
    /// One element labelled by the label, valued by the content's text, when the content only
    /// shows text (as VoiceOver reads a labeled value); else the label's elements and the
    /// content's, so its controls stay in reach.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard node.children.count == 2 else { return content }
        let labelElements = ViewGraph.screenElements(under: node.children[0])
        let valueElements = ViewGraph.screenElements(under: node.children[1])
        guard valueElements.allSatisfy({ $0.role == .text || $0.role == .image }) else { return content }
        let value = ScreenElement.combinedLabel(of: valueElements)
        return [
            ScreenElement(
                role: .labeledContent, label: ScreenElement.combinedLabel(of: labelElements),
                value: value.isEmpty ? nil : .text(value))
        ]
    }
}
