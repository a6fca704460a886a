// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Link: ScreenElementSource {
    /// One link labelled by its label; a tap opens its destination.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let destination = destination
        let environment = node.environment
        return [
            ScreenElement(
                role: .link, label: ScreenElement.combinedLabel(of: content),
                isEnabled: environment.isEnabled,
                actions: ScreenActions(tap: { Self.open(destination, in: environment) }))
        ]
    }
}
