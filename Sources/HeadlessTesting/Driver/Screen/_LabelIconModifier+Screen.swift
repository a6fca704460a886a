// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _LabelIconModifier: ScreenElementSource {
    /// Nothing: a label is read by its title.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        []
    }
}
