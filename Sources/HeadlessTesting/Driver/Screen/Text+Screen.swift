// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Text: ScreenElementSource {
    /// One text element: its string (an empty text shows nothing).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        string.isEmpty ? [] : [ScreenElement(role: .text, label: string)]
    }
}
