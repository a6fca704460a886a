// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension DisclosureGroup: ScreenElementSource {
    /// One element labelled by the label's elements, "expanded" or "collapsed", holding the
    /// content while expanded; a tap toggles it, through the binding when one was given.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        // Under a custom style the style's body is what shows.
        if node.environment[DisclosureGroupStyleKey.self] != nil { return content }
        let (label, inside) = ScreenElement.splittingLabel(content)
        let expansion = DisclosureBehavior.of(node)
        let binding = isExpanded
        let expanded = binding?.wrappedValue ?? expansion.isExpanded
        let toggle = { [weak node] in
            if let binding {
                binding.wrappedValue.toggle()
            } else {
                expansion.isExpanded.toggle()
                node?.invalidate()
            }
        }
        return [
            ScreenElement(
                role: .disclosureGroup, label: ScreenElement.combinedLabel(of: label),
                value: .state(expanded ? "expanded" : "collapsed"), actions: ScreenActions(tap: toggle),
                children: inside)
        ]
    }
}
