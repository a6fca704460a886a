// ViewLifecycle · HeadlessSwiftUI

extension Shape {
    /// Fills this shape with a color or gradient.
    ///
    /// - Parameters:
    ///   - content: The color or gradient to use when filling this shape.
    ///   - style: The style options that determine how the fill renders.
    /// - Returns: A shape filled with the color or gradient you supply.
    public func fill<S>(_ content: S = .foreground, style: FillStyle = FillStyle()) -> _ShapeView<Self, S>
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Traces the outline of this shape with a color or gradient.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke this shape.
    ///   - style: The stroke characteristics.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape.
    public func stroke<S>(
        _ content: S, style: StrokeStyle, antialiased: Bool = true
    )
        -> StrokeShapeView<Self, S, EmptyView>
    where S: ShapeStyle {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased,
            background: EmptyView())
    }

    /// Traces the outline of this shape with a color or gradient.
    ///
    /// - Parameters:
    ///   - content: The color or gradient with which to stroke this shape.
    ///   - lineWidth: The width of the stroke.
    ///   - antialiased: Whether to antialias the stroke.
    /// - Returns: A stroked shape.
    public func stroke<S>(
        _ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true
    )
        -> StrokeShapeView<Self, S, EmptyView>
    where S: ShapeStyle {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension Shape {
    /// Returns a view filling the shape with `content` (the form before iOS 17).
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - style: How to rasterize the shape.
    /// - Returns: The view.
    @_disfavoredOverload public func fill<S>(_ content: S, style: FillStyle = FillStyle()) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Returns a view filling the shape with the foreground style (the form before iOS 17).
    ///
    /// - Parameter style: How to rasterize the shape.
    /// - Returns: The view.
    @_disfavoredOverload public func fill(style: FillStyle = FillStyle()) -> some View {
        _ShapeView(shape: self, style: ForegroundStyle(), fillStyle: style)
    }

    /// Returns a view tracing the shape with `content` (the form before iOS 17).
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - style: The stroke's characteristics.
    /// - Returns: The view.
    @_disfavoredOverload public func stroke<S>(_ content: S, style: StrokeStyle) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: stroke(style: style), style: content)
    }

    /// Returns a view tracing the shape with `content`, `lineWidth` wide (the form before
    /// iOS 17).
    ///
    /// - Parameters:
    ///   - content: The style.
    ///   - lineWidth: The stroke's width.
    /// - Returns: The view.
    @_disfavoredOverload public func stroke<S>(_ content: S, lineWidth: CGFloat = 1) -> some View
    where S: ShapeStyle {
        _ShapeView(shape: stroke(style: StrokeStyle(lineWidth: lineWidth)), style: content)
    }
}
