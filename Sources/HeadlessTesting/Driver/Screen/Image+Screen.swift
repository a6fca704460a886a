// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Image: ScreenElementSource {
    /// One image element labelled as VoiceOver reads it; a decorative image shows nothing.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        accessibilityText.map { [ScreenElement(role: .image, label: $0)] } ?? []
    }
}
