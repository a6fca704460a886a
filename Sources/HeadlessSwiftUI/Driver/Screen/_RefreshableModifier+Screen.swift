// ViewLifecycle · HeadlessSwiftUI

extension _RefreshableModifier: ScreenElementSource {
    /// A `Refreshable` container of the content that takes a pull.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [ScreenElement(role: .refreshable, label: "", actions: ScreenActions(refresh: action), children: content)]
    }
}
