// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _SearchCompletionModifier: ScreenElementSource {
    /// The suggestion's elements, combined into one that a tap completes the search with (a
    /// device's suggestion row is one button); outside a search, the content as it is.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard let state = node.environment[SearchStateKey.self] else { return content }
        let completion = completion
        var element = ScreenElement.combining(content)
        element.role = .button
        element.actions.tap = { [weak state] in state?.text?.wrappedValue = completion }
        return [element]
    }
}
