// ViewLifecycle · HeadlessSwiftUI

/// A view type that supports immediate mode drawing.
///
/// Headlessly a canvas draws nothing: its renderer is kept, never called, and it shows
/// nothing on screen. Its symbols are not built.
public struct Canvas<Symbols> where Symbols: View {
    /// A view that provides child views that you can use in the drawing callback.
    public var symbols: Symbols
    /// The drawing callback that you use to draw into the canvas.
    public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// A Boolean that indicates whether the canvas is fully opaque.
    public var isOpaque: Bool
    /// The working color space and storage format of the canvas.
    public var colorMode: ColorRenderingMode
    /// A Boolean that indicates whether the canvas can present its contents to its parent view
    /// asynchronously.
    public var rendersAsynchronously: Bool

    /// Creates and configures a canvas that you supply with renderable child views.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque.
    ///   - colorMode: The working color space and storage format.
    ///   - rendersAsynchronously: Whether it presents its contents asynchronously.
    ///   - renderer: The drawing callback.
    ///   - symbols: Child views the renderer can draw.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.symbols = symbols()
        self.renderer = renderer
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }
}

extension Canvas where Symbols == EmptyView {
    /// Creates and configures a canvas.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque.
    ///   - colorMode: The working color space and storage format.
    ///   - rendersAsynchronously: Whether it presents its contents asynchronously.
    ///   - renderer: The drawing callback.
    public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) {
        self.init(
            opaque: opaque, colorMode: colorMode, rendersAsynchronously: rendersAsynchronously,
            renderer: renderer,
            symbols: EmptyView.init)
    }
}

extension Canvas: View {
    /// The body of a primitive view.
    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    func makeChildren(in node: ViewNode, into list: inout ChildList) {}
}
