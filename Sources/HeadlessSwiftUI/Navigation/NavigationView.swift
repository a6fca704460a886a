// ViewLifecycle · HeadlessSwiftUI

/// A view for presenting a stack of views that represents a visible path in a navigation
/// hierarchy.
///
/// Behaves as a `NavigationStack` (the iPhone's stack style): it mounts one around its content.
@available(
    iOS, introduced: 13.0, deprecated: 100000.0, message: "use NavigationStack or NavigationSplitView instead"
)
public struct NavigationView<Content>: View where Content: View {
    let content: Content

    /// Creates a destination-based navigation view.
    public init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension NavigationView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.content, NavigationStack { content })
    }
}
