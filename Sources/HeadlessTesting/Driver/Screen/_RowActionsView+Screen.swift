// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _RowActionsView: ScreenElementSource {
    /// One element of the row's role holding the actions' elements, so a tap reaches a button
    /// by its label without the swipe or the long press first.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard !content.isEmpty else { return [] }
        let shown: ScreenRole =
            switch role {
            case .swipeActions: .swipeActions
            case .contextMenu: .contextMenu
            }
        return [ScreenElement(role: shown, label: "", children: content)]
    }
}
