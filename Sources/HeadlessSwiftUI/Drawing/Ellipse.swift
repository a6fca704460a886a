// ViewLifecycle · HeadlessSwiftUI

/// An ellipse aligned inside the frame of the view containing it.
@frozen public struct Ellipse: Shape {
    /// Creates a new ellipse shape.
    @inlinable public init() {}

    /// The ellipse's path in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<Ellipse, ForegroundStyle>
}

extension Ellipse: InsettableShape {
    /// The ellipse inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Ellipse {
    /// An ellipse aligned inside the frame of the view containing it.
    public static var ellipse: Ellipse { .init() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Ellipse {
    /// A symmetric shape looks the same in both layout directions, so it is fixed.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
