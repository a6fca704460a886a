// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Text: ScreenElementSource {
    /// One text element: its string, or the label `accessibilityLabel(_:)` gave it, as the
    /// view modifier's label replaces it (an empty text shows nothing).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        string.isEmpty ? [] : [ScreenElement(role: .text, label: spoken)]
    }
}
