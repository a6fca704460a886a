// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _StyleModifier: ScreenElementSource {
    /// The content as it is, except under `opacity(0)` (or less) anywhere in the node's run of
    /// style modifiers, which SwiftUI neither draws nor hit-tests: nothing.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        for attribute in Self.attributes(ofRunStartingAt: node.view) {
            if case .opacity(let opacity) = attribute, opacity <= 0 { return [] }
        }
        return content
    }
}
