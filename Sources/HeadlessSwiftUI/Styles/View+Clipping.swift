// ViewLifecycle · HeadlessSwiftUI

extension View {
    /// Clips this view to its bounding frame, with the specified corner radius.
    ///
    /// - Parameters:
    ///   - radius: The corner radius.
    ///   - antialiased: Whether to smooth the edges.
    /// - Returns: A view clipped to a rounded rectangle.
    @available(iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(tvOS, introduced: 13.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(watchOS, introduced: 6.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @available(visionOS, introduced: 1.0, deprecated: 100000.0, message: "Use `clipShape` or `fill` instead.")
    @inlinable public func cornerRadius(_ radius: CGFloat, antialiased: Bool = true) -> some View {
        styled(.cornerRadius(radius, antialiased: antialiased))
    }

    /// Sets a clipping shape for this view.
    ///
    /// - Parameters:
    ///   - shape: The clipping shape.
    ///   - style: The fill style.
    /// - Returns: A view clipped to the shape.
    @inlinable public func clipShape<S>(_ shape: S, style: FillStyle = FillStyle()) -> some View
    where S: Shape {
        styled(.clipShape(shape, style))
    }

    /// Clips this view to its bounding rectangular frame.
    ///
    /// - Parameter antialiased: Whether to smooth the edges.
    /// - Returns: A clipped view.
    @inlinable public func clipped(antialiased: Bool = false) -> some View {
        styled(.clipped(antialiased: antialiased))
    }

    /// Masks this view using the alpha channel of the given view.
    ///
    /// - Parameters:
    ///   - alignment: The alignment for the mask.
    ///   - mask: The view whose alpha the rendering system applies.
    /// - Returns: A masked view.
    public func mask<Mask>(alignment: Alignment = .center, @ViewBuilder _ mask: () -> Mask) -> some View
    where Mask: View {
        modifier(_MaskModifier(mask: mask(), alignment: alignment))
    }

    /// Masks this view using the alpha channel of the given view.
    ///
    /// - Parameter mask: The view whose alpha the rendering system applies.
    /// - Returns: A masked view.
    @available(iOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(
        macOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(tvOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead.")
    @available(
        watchOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    @available(
        visionOS, deprecated: 100000.0, message: "Use overload where mask accepts a @ViewBuilder instead."
    )
    public func mask<Mask>(_ mask: Mask) -> some View where Mask: View {
        modifier(_MaskModifier(mask: mask, alignment: .center))
    }

    /// Defines the content shape for hit testing.
    ///
    /// - Parameters:
    ///   - shape: The hit-testing shape.
    ///   - eoFill: Whether to use the even-odd rule.
    /// - Returns: A view that uses the shape for hit testing.
    @inlinable public func contentShape<S>(_ shape: S, eoFill: Bool = false) -> some View where S: Shape {
        styled(.contentShape(shape, eoFill: eoFill))
    }
}
