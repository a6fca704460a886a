// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _AccessibilityActionsModifier: ScreenElementSource {
    /// The content's elements, each offering the actions' tappable elements as named actions
    /// (named by their labels; a disabled control offers none). Content that shows nothing is
    /// one unlabelled `Element` carrying them, as VoiceOver still reaches the view.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        var shown = content
        guard let marker = shown.last, marker.role == .accessibilityActions else { return content }
        shown.removeLast()
        let named = marker.children.flatMap(\.selfAndDescendants).compactMap { element in
            element.actions.tap.flatMap { tap in
                element.isEnabled ? ScreenOption(label: element.label, choose: tap) : nil
            }
        }
        guard !named.isEmpty else { return shown }
        if shown.isEmpty { shown = [ScreenElement(role: .element, label: "")] }
        return shown.map { element in
            var element = element
            element.actions.customActions = (element.actions.customActions ?? []) + named
            return element
        }
    }
}
