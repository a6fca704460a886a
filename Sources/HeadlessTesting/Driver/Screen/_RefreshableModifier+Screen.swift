// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _RefreshableModifier: ScreenElementSource {
    /// A `Refreshable` container of the content that takes a pull. A search field at the top of
    /// the content stays before it: `searchable` puts its field in the navigation bar's drawer,
    /// outside the scrolling content, whichever modifier is written first.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let fields = content.filter { $0.role == .searchField }
        let rest = content.filter { $0.role != .searchField }
        return fields + [
            ScreenElement(
                role: .refreshable, label: "", actions: ScreenActions(refresh: action), children: rest)
        ]
    }
}
