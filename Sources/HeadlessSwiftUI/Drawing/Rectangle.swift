// ViewLifecycle · HeadlessSwiftUI

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen public struct Rectangle: Shape {
    /// Creates a new rectangle shape.
    @inlinable public init() {}

    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<Rectangle, ForegroundStyle>
}

extension Rectangle: InsettableShape {
    /// The rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Rectangle {
    /// A rectangular shape aligned inside the frame of the view containing it.
    public static var rect: Rectangle { .init() }
}
