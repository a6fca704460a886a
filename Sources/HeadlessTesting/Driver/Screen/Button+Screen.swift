// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Button: ScreenElementSource {
    /// One button labelled by its label's elements, its role (if any) as its value; a tap runs
    /// the latest action. Disabled through `isEnabled`, the driver refuses the tap. Under a custom
    /// primitive style the style's body decides the interaction, so only its elements show.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        if case .primitive = node.environment[ButtonStyleKey.self] { return content }
        return [
            ScreenElement(
                role: .button, label: ScreenElement.combinedLabel(of: content),
                value: role.map { .state($0.name) }, isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: action))
        ]
    }
}
