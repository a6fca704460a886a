// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _GestureModifier: ScreenElementSource {
    /// The content, each element without a tap of its own now taking one that plays the
    /// gesture (a tap on a text with `onTapGesture`); with no content, one unlabelled element
    /// that `accessibilityLabel`/`accessibilityIdentifier` can name.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        guard takesTaps else { return content }
        let play = playTap
        let tap: () -> Void = { _ = play() }
        if content.isEmpty {
            return [ScreenElement(role: .element, label: "", actions: ScreenActions(tap: tap))]
        }
        return content.map { element in
            var element = element
            if element.actions.tap == nil { element.actions.tap = tap }
            return element
        }
    }
}
