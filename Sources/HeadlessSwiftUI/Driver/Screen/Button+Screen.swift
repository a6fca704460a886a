// ViewLifecycle · HeadlessSwiftUI

extension Button: ScreenElementSource {
    /// One button labelled by its label's elements, its role (if any) as its value; a tap runs
    /// the latest action. Disabled through `isEnabled`, the driver refuses the tap.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        [
            ScreenElement(
                role: .button, label: ScreenElement.combinedLabel(of: content),
                value: role.map { .state($0.name) }, isEnabled: node.environment.isEnabled,
                actions: ScreenActions(tap: action))
        ]
    }
}
