// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _RowActionsView: ScreenElementSource {
    /// One element of the row's role holding the actions' elements, so a tap reaches a button
    /// by its label without the swipe or the long press first; it knows the elements of the row
    /// it belongs to (the modifier's content, its sibling).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard !content.isEmpty else { return [] }
        let shown: ScreenRole =
            switch role {
            case .swipeActions: .swipeActions
            case .contextMenu: .contextMenu
            }
        var actions = ScreenElement(role: shown, label: "", children: content)
        if let row = node.parent?.children.first, row !== node {
            actions.owner = ViewGraph.screenElements(under: row)
        }
        return [actions]
    }
}
