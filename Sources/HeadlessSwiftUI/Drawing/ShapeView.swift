// ViewLifecycle · HeadlessSwiftUI

/// A view that draws a shape, as `fill(_:style:)` and `stroke(_:lineWidth:antialiased:)` return.
public protocol ShapeView<Content>: View {
    /// The type of shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    var shape: Content { get }
}
