// ViewLifecycle · HeadlessSwiftUI

/// The content of a labeled control group: its controls, with the label kept for menus that
/// collapse the group (the label is not shown inline, as in a toolbar).
public struct LabeledControlGroupContent<Content, Label>: View where Content: View, Label: View {
    let content: Content
    let label: Label

    /// The body of a primitive view.
    public typealias Body = Never
}

extension LabeledControlGroupContent: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
