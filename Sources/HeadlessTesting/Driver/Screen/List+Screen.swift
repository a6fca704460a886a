// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension List: ScreenElementSource {
    /// The shown rows' elements; with a selection binding, a row with a selection value is one
    /// button combining its content, `(selected)` when its value is, and a tap selects it (in a
    /// split view's column, that shows the next column; a collapsed split view pushes it). A
    /// row's value is its `tag`, else a `NavigationLink(value:)`'s value, else its `ForEach` id
    /// (SwiftUI's implicit tag).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard let selection else { return content }
        var result: [ScreenElement] = []
        for row in node.children {
            let elements = ViewGraph.screenElements(under: row)
            guard let value = Self.selectionValue(of: row), !elements.isEmpty else {
                result += elements
                continue
            }
            var button = ScreenElement.combining(elements)
            button.role = .button
            button.isSelected = selection.isSelected(value)
            // In a split view's column the list sees the new selection at its next update and
            // shows the next column (`List.noteSelection`).
            button.actions.tap = { selection.select(value) }
            result.append(button)
        }
        return result
    }

    /// A row's `tag`, else its `NavigationLink(value:)`'s value, else the id of the `ForEach`
    /// element it is.
    private static func selectionValue(of row: ViewNode) -> AnyHashable? {
        var current: any View = row.view
        while let link = current as? any ModifierChainLink {
            if let tag = link.linkModifier as? _TagModifier { return tag.tag }
            current = link.linkContent
        }
        if let value = (current as? any NavigationLinkValueReading)?.linkValue { return value }
        guard case .element(let path) = row.key.tag, let last = (path.base as? LazyRowID)?.path.last,
            case .element(let id) = last
        else { return nil }
        return id
    }
}
