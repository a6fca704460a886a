// ViewLifecycle · HeadlessSwiftUI

/// A placeholder used to construct an inline modifier, transition, or other helper type.
///
/// Headlessly it stands for the view the helper was applied to, which it builds in its place.
public struct PlaceholderContentView<Value> {
    let content: Value
}

extension PlaceholderContentView: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension PlaceholderContentView: PrimitiveView where Value: View {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
    }
}
