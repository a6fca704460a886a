// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _ContainerLabel: ScreenElementSource {
    /// One marker element holding the label's elements, which the container takes apart.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [ScreenElement(role: .containerLabel, label: "", children: content)]
    }
}

extension ScreenElement {
    /// A container's label elements (from its `_ContainerLabel` marker) and its other elements.
    static func splittingLabel(
        _ elements: [ScreenElement]
    ) -> (label: [ScreenElement], content: [ScreenElement]) {
        guard let index = elements.firstIndex(where: { $0.role == .containerLabel }) else {
            return ([], elements)
        }
        var content = elements
        let marker = content.remove(at: index)
        return (marker.children, content)
    }
}
