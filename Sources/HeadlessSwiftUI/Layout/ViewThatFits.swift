// ViewLifecycle · HeadlessSwiftUI

/// A view that adapts to the available space by providing the first child view that fits.
///
/// Sizes are not computed headlessly, so the first child always fits: only it is built (in the
/// graph, with state and `onAppear`); the others are not.
@frozen public struct ViewThatFits<Content>: View where Content: View {
    let axes: Axis.Set
    let content: Content

    /// Produces a view container with the given children, showing the first that fits.
    ///
    /// - Parameters:
    ///   - axes: The axes along which to constrain the children.
    ///   - content: A view builder that provides the child views, in order of preference.
    public init(in axes: Axis.Set = [.horizontal, .vertical], @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ViewThatFits: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        guard let first = ViewList(content).elements.first else { return }
        list.append(.index(0), existential: first.view)
    }
}
