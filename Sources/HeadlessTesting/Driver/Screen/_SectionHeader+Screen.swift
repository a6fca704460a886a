// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _SectionHeader: ScreenElementSource {
    /// The header's texts as headers (VoiceOver reads a section header as a heading); other
    /// elements (a button in the header) as they are.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        content.map { element in
            guard element.role == .text else { return element }
            var header = element
            header.role = .header
            return header
        }
    }
}
