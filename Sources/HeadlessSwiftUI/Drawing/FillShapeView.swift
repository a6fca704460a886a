// ViewLifecycle · HeadlessSwiftUI

/// A shape filled with a style over a background, as `ShapeView.fill(_:style:)` returns:
/// headlessly it draws nothing and shows its background's elements.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public struct FillShapeView<Content, Style, Background>: ShapeView
where Content: Shape, Style: ShapeStyle, Background: View {
    /// The shape filled.
    public var shape: Content
    /// The style the shape is filled with.
    public var style: Style
    /// How the shape is rasterized.
    public var fillStyle: FillStyle
    /// The view behind the shape.
    public var background: Background

    /// Creates a view filling `shape` with `style` over `background`.
    ///
    /// - Parameters:
    ///   - shape: The shape to fill.
    ///   - style: The style to fill it with.
    ///   - fillStyle: How to rasterize it.
    ///   - background: The view behind the shape.
    public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension FillShapeView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if Background.self != EmptyView.self { list.append(.content, background) }
    }
}
