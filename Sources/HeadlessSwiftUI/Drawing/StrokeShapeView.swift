// ViewLifecycle · HeadlessSwiftUI

/// A shape's outline traced with a style over a background, as `stroke(_:lineWidth:antialiased:)`
/// returns: headlessly it draws nothing and shows its background's elements.
public struct StrokeShapeView<Content, Style, Background>: ShapeView
where Content: Shape, Style: ShapeStyle, Background: View {
    /// The shape stroked.
    public var shape: Content
    /// The style the stroke is drawn with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// The view behind the shape.
    public var background: Background

    /// Creates a view tracing `shape` with `style` over `background`.
    ///
    /// - Parameters:
    ///   - shape: The shape to stroke.
    ///   - style: The style to stroke it with.
    ///   - strokeStyle: The stroke's characteristics.
    ///   - isAntialiased: Whether to antialias the stroke.
    ///   - background: The view behind the shape.
    public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension StrokeShapeView: PrimitiveView {
    /// The background, if any: the stroke itself draws nothing headlessly.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if Background.self != EmptyView.self { list.append(.content, background) }
    }
}
