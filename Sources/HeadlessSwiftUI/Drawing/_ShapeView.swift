// ViewLifecycle · HeadlessSwiftUI

/// A shape drawn with a style: a leaf view that draws nothing headlessly and shows nothing on
/// screen.
@frozen public struct _ShapeView<Content, Style>: View where Content: Shape, Style: ShapeStyle {
    /// The shape.
    public var shape: Content
    /// The style that fills it.
    public var style: Style
    /// How the shape is filled.
    public var fillStyle: FillStyle

    /// Creates the view.
    @inlinable public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }

    /// The body of a primitive view.
    public typealias Body = Never
}
