// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _NavigationTitleModifier: ScreenElementSource {
    /// The content, then the title placed in the navigation bar (after the content's own titles,
    /// so the bar, which reads the first, shows the innermost).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        content + [ScreenElement(role: .navigationTitle, label: title, placement: .navigationBar)]
    }
}
