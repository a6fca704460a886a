// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Sets the view's background to the default background style.
    ///
    /// - Parameter edges: The set of edges for which to ignore safe area insets.
    /// - Returns: A view with the background.
    @inlinable public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        styled(.background(nil, shape: nil, edges: edges))
    }

    /// Sets the view's background to a style.
    ///
    /// - Parameters:
    ///   - style: The style to draw behind the view.
    ///   - edges: The set of edges for which to ignore safe area insets.
    /// - Returns: A view with the background.
    @inlinable public func background<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        styled(.background(AnyShapeStyle(style), shape: nil, edges: edges))
    }

    /// Sets the view's background to a shape filled with the default background style.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled.
    /// - Returns: A view with the background.
    @inlinable public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
    where S: Shape {
        styled(.background(nil, shape: shape, edges: []))
    }

    /// Sets the view's background to a shape filled with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled.
    /// - Returns: A view with the background.
    @inlinable public func background<S, T>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View
    where S: ShapeStyle, T: Shape {
        styled(.background(AnyShapeStyle(style), shape: shape, edges: []))
    }

    /// Sets the view's background to an insettable shape filled with the default background style.
    ///
    /// - Parameters:
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled.
    /// - Returns: A view with the background.
    @inlinable public func background<S>(in shape: S, fillStyle: FillStyle = FillStyle()) -> some View
    where S: InsettableShape {
        styled(.background(nil, shape: shape, edges: []))
    }

    /// Sets the view's background to an insettable shape filled with a style.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled.
    /// - Returns: A view with the background.
    @inlinable public func background<S, T>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View
    where S: ShapeStyle, T: InsettableShape {
        styled(.background(AnyShapeStyle(style), shape: shape, edges: []))
    }

    /// Layers the specified style in front of this view.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - edges: The set of edges for which to ignore safe area insets.
    /// - Returns: A view with the overlay.
    @inlinable public func overlay<S>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    where S: ShapeStyle {
        styled(.overlay(AnyShapeStyle(style), shape: nil, edges: edges))
    }

    /// Layers a shape that you specify in front of this view.
    ///
    /// - Parameters:
    ///   - style: The style.
    ///   - shape: The shape.
    ///   - fillStyle: How the shape is filled.
    /// - Returns: A view with the overlay.
    @inlinable public func overlay<S, T>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View
    where S: ShapeStyle, T: Shape {
        styled(.overlay(AnyShapeStyle(style), shape: shape, edges: []))
    }

    /// Adds a border to this view with the specified style and width.
    ///
    /// - Parameters:
    ///   - content: The border style.
    ///   - width: The thickness of the border.
    /// - Returns: A view with the border.
    @inlinable public func border<S>(_ content: S, width: CGFloat = 1) -> some View where S: ShapeStyle {
        styled(.border(AnyShapeStyle(content), width: width))
    }
}
