// ViewLifecycle · HeadlessSwiftUI

/// A scrollable view.
///
/// Its content is built whole (a `VStack` inside builds every row at once, as on a device);
/// `Headless.scroll` moves it, and a lazy container inside builds only what it shows.
public struct ScrollView<Content>: View where Content: View {
    /// The scroll view's content.
    public var content: Content
    /// The scrollable axes of the scroll view.
    public var axes: Axis.Set
    /// A value that indicates whether the scroll view displays the scrollable component of the
    /// content offset.
    public var showsIndicators: Bool

    /// Creates a new instance that's scrollable in the direction of the given axis and can show
    /// indicators while scrolling.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0,
        message: "Use the ScrollView(_:content:) initializer and the scrollIndicators(:_) modifier"
    )
    public init(
        _ axes: Axis.Set = .vertical, showsIndicators: Bool = true, @ViewBuilder content: () -> Content
    ) {
        self.axes = axes
        self.showsIndicators = showsIndicators
        self.content = content()
    }

    /// Creates a new instance that's scrollable in the direction of the given axis.
    public init(_ axes: Axis.Set = .vertical, @ViewBuilder content: () -> Content) {
        self.axes = axes
        self.showsIndicators = true
        self.content = content()
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension ScrollView: PrimitiveView {
    /// The content, whole: a lazy container inside builds only what the scroll position shows.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        _ = ScrollBehavior.of(node, axes: axes)
        list.append(.content, content)
    }
}
