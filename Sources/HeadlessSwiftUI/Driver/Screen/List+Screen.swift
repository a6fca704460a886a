// ViewLifecycle · HeadlessSwiftUI

extension List: ScreenElementSource {
    /// The shown rows' elements; with a selection binding, each row's first element is
    /// `(selected)` when its value is, and a tap on it selects it. A row's value is its `tag`,
    /// else its `ForEach` id (SwiftUI's implicit tag), when it has the selection's type.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard let selection else { return content }
        var result: [ScreenElement] = []
        for row in node.children {
            var elements = ViewGraph.screenElements(under: row)
            if let value = Self.selectionValue(of: row), !elements.isEmpty {
                elements[0].isSelected = selection.isSelected(value)
                if elements[0].actions.tap == nil {
                    elements[0].actions.tap = { selection.select(value) }
                }
            }
            result += elements
        }
        return result
    }

    /// A row's `tag`, else the id of the `ForEach` element it is.
    private static func selectionValue(of row: ViewNode) -> AnyHashable? {
        var current: any View = row.view
        while let link = current as? any ModifierChainLink {
            if let tag = link.linkModifier as? _TagModifier { return tag.tag }
            current = link.linkContent
        }
        guard case .element(let path) = row.key.tag, let last = (path.base as? LazyRowID)?.path.last,
            case .element(let id) = last
        else { return nil }
        return id
    }
}
