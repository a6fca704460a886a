// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Menu: ScreenElementSource {
    /// One menu labelled by its label; its items (the enabled elements of its content that take
    /// a tap, a nested menu's items among them) are its options; a tap runs the primary action.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard node.children.count == 2 else { return content }
        let items = ViewGraph.screenElements(under: node.children[1])
        var options: [ScreenOption] = []
        for item in items {
            if let nested = item.actions.options, item.role == .menu {
                options += nested
            } else if let tap = item.actions.tap, item.isEnabled {
                options.append(ScreenOption(label: item.label, choose: tap))
            }
        }
        return [
            ScreenElement(
                role: .menu,
                label: ScreenElement.combinedLabel(of: ViewGraph.screenElements(under: node.children[0])),
                isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: primaryAction, options: options))
        ]
    }
}
