// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView {
    /// Fills this shape view's shape with a color or gradient over the view itself, as in
    /// `Circle().fill(.blue).stroke(.white)`.
    ///
    /// - Parameters:
    ///   - content: The color or gradient to use when filling the shape.
    ///   - style: The style options that determine how the fill renders.
    /// - Returns: A shape view filled over this one.
    @_alwaysEmitIntoClient public func fill<S>(
        _ content: S = .foreground, style: FillStyle = FillStyle()
    ) -> FillShapeView<Self.Content, S, Self> where S: ShapeStyle {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Traces the outline of this shape view's shape with a color or gradient over the view
    /// itself.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke the shape.
    ///   - style: The stroke characteristics.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape view over this one.
    @_alwaysEmitIntoClient public func stroke<S>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeShapeView<Self.Content, S, Self> where S: ShapeStyle {
        StrokeShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the outline of this shape view's shape, `lineWidth` wide, over the view itself.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke the shape.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape view over this one.
    @_alwaysEmitIntoClient public func stroke<S>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeShapeView<Self.Content, S, Self> where S: ShapeStyle {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension ShapeView where Self.Content: InsettableShape {
    /// Traces the inside of this shape view's shape over the view itself.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke the shape.
    ///   - style: The stroke characteristics.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape view over this one.
    @_alwaysEmitIntoClient public func strokeBorder<S>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self.Content, S, Self> where S: ShapeStyle {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Traces the inside of this shape view's shape, `lineWidth` wide, over the view itself.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke the shape.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape view over this one.
    @_alwaysEmitIntoClient public func strokeBorder<S>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self.Content, S, Self> where S: ShapeStyle {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
