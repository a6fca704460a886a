// ViewLifecycle · HeadlessSwiftUI

/// A container's label (a group box's, a disclosure group's) as a child of its own, so the
/// container's screen element can tell its label's elements from its content's.
package struct _ContainerLabel<Content: View>: View, PrimitiveView {
    package typealias Body = Never
    let content: Content

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
