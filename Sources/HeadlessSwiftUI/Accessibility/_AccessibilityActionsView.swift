// ViewLifecycle · HeadlessSwiftUI

/// The actions' views of an `accessibilityActions` modifier, kept apart from its content so the
/// modifier can tell its content's elements from the actions' when it reads the screen.
package struct _AccessibilityActionsView: View, PrimitiveView {
    package typealias Body = Never
    let actions: AnyView

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, actions)
    }
}
