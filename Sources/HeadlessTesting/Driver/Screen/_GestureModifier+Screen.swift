// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _GestureModifier: ScreenElementSource {
    /// The content, each element without a gesture of this kind of its own now taking one that
    /// plays the gesture (a tap on a text with `onTapGesture`, a long press, a drag, a pinch, a
    /// turn); with no
    /// content, one unlabelled element that `accessibilityLabel`/`accessibilityIdentifier` can name.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        let play = play
        var actions = ScreenActions()
        if takesTaps { actions.tap = { _ = play(.tap) } }
        if let longPressDuration {
            actions.longPress = (longPressDuration, { _ = play($0) })
        }
        if takesDrags { actions.drag = { _ = play($0) } }
        if takesPinches { actions.magnify = { _ = play($0) } }
        if takesRotations { actions.rotate = { _ = play($0) } }
        guard
            actions.tap != nil || actions.longPress != nil || actions.drag != nil || actions.magnify != nil
                || actions.rotate != nil
        else { return content }
        if content.isEmpty {
            return [ScreenElement(role: .element, label: "", actions: actions)]
        }
        return content.map { element in
            var element = element
            element.actions = element.actions.merging(actions)
            return element
        }
    }
}
