// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension _AllowsHitTestingModifier: ScreenElementSource {
    /// The content as it is, or, with hit testing off, with every touch action removed from each
    /// element and the elements inside it.
    func screenElements(content: [ScreenElement], in node: ViewNode) -> [ScreenElement] {
        allowsHitTesting ? content : content.map { $0.withoutTouchActions() }
    }
}

extension ScreenElement {
    /// This element and its descendants without the actions a touch performs (VoiceOver's
    /// increment, decrement and named actions stay).
    func withoutTouchActions() -> ScreenElement {
        var element = self
        element.actions.tap = nil
        element.actions.setText = nil
        element.actions.submit = nil
        element.actions.options = nil
        element.actions.setDate = nil
        element.actions.setNumber = nil
        element.actions.setColor = nil
        element.actions.refresh = nil
        element.children = children.map { $0.withoutTouchActions() }
        return element
    }
}
