// ViewLifecycle · HeadlessSwiftUI

/// An insettable shape's inner outline traced with a style over a background, as
/// `strokeBorder(_:lineWidth:antialiased:)` returns: headlessly it draws nothing and shows its
/// background's elements.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public struct StrokeBorderShapeView<Content, Style, Background>: ShapeView
where Content: InsettableShape, Style: ShapeStyle, Background: View {
    /// The shape whose border is stroked.
    public var shape: Content
    /// The style the stroke is drawn with.
    public var style: Style
    /// The stroke's width, caps, joins and dashes.
    public var strokeStyle: StrokeStyle
    /// Whether the stroke is antialiased.
    public var isAntialiased: Bool
    /// The view behind the shape.
    public var background: Background

    /// Creates a view tracing the inside of `shape` with `style` over `background`.
    ///
    /// - Parameters:
    ///   - shape: The shape whose border to stroke.
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

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension StrokeBorderShapeView: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        if Background.self != EmptyView.self { list.append(.content, background) }
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension InsettableShape {
    /// Returns a view tracing the inside of the shape with `content`.
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The stroke's characteristics.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: The view.
    public func strokeBorder<S>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    )
        -> StrokeBorderShapeView<Self, S, EmptyView>
    where S: ShapeStyle {
        StrokeBorderShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
            background: EmptyView())
    }

    /// Returns a view tracing the inside of the shape with `content`, `lineWidth` wide.
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The stroke's width.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: The view.
    public func strokeBorder<S>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> StrokeBorderShapeView<Self, S, EmptyView>
    where S: ShapeStyle {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
