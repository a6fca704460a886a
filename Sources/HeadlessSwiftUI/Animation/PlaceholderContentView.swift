// ViewLifecycle · HeadlessSwiftUI

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// Headlessly it stands for the view the helper was applied to, which it builds in its place.
public struct PlaceholderContentView<Value> {
    /// The view the helper was applied to.
    let content: any View
}

extension PlaceholderContentView: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, existential: content)
    }
}
