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

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Rectangle {
    /// A symmetric shape looks the same in both layout directions, so it is fixed.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
