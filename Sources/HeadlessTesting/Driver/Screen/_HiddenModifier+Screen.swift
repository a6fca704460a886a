// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _HiddenModifier: ScreenElementSource {
    /// Nothing: a hidden view is in the graph (it appears, keeps state) but not on screen.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        []
    }
}
