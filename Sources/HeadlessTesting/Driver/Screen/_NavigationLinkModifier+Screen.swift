// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _NavigationLinkModifier: ScreenElementSource {
    /// One link element labelled by its label's elements; a tap pushes what the link presents.
    /// A link with a `nil` value is disabled, as SwiftUI draws it (its tap does nothing).
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let action = (node.behavior as? NavigationLinkBehavior)?.action
        return [
            ScreenElement(
                role: .link, label: ScreenElement.combinedLabel(of: content), isEnabled: action != nil,
                actions: ScreenActions(tap: action ?? {}))
        ]
    }
}
