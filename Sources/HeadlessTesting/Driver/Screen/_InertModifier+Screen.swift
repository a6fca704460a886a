// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _InertModifier: ScreenElementSource {
    /// The content as it is, except under `opacity(0)` (or less) anywhere in the node's run of
    /// drawn-only modifiers (an inert modifier can head a run with style modifiers inside):
    /// nothing, as for a style modifier.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        for attribute in _StyleModifier.attributes(ofRunStartingAt: node.view) {
            if case .opacity(let opacity) = attribute, opacity <= 0 { return [] }
        }
        return content
    }
}
