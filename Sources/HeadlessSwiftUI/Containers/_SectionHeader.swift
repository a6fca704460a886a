// ViewLifecycle · HeadlessSwiftUI

/// A section's header as a child of its own, so the screen snapshot shows its texts as headers.
package struct _SectionHeader<Content: View>: View, PrimitiveView {
    package typealias Body = Never
    let content: Content

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
