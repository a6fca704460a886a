// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `accessibilityActions(_:)` and `accessibilityAction(action:label:)`:
/// the content, then the actions' views, which are built with it (state, `onAppear`: a guess,
/// no source says when SwiftUI builds them) and read as the content's named actions.
package struct _AccessibilityActionsModifier: ViewModifier, PrimitiveModifier {
    package typealias Body = Never
    let actions: AnyView

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(.overlay, _AccessibilityActionsView(actions: actions))
    }
}
