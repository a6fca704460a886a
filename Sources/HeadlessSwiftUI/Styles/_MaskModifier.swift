// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `mask`: the mask is a view in the graph (it appears and keeps state)
/// beside the content, under the `.overlay` tag of this node; hidden, so it is never on screen.
struct _MaskModifier<Mask: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var mask: Mask
    var alignment: Alignment

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(.overlay, mask.modifier(_HiddenModifier()))
    }
}
