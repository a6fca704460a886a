// ViewLifecycle · HeadlessSwiftUI

/// A circle centered on the frame of the view containing it.
@frozen public struct Circle: Shape {
    /// Creates a new circle shape.
    @inlinable public init() {}

    /// The circle's path in `rect`.
    public func path(in rect: CGRect) -> Path {
        Path(
            ellipseIn: CGRect(
                x: rect.midX - min(rect.width, rect.height) / 2,
                y: rect.midY - min(rect.width, rect.height) / 2, width: min(rect.width, rect.height),
                height: min(rect.width, rect.height)))
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<Circle, ForegroundStyle>
}

extension Circle: InsettableShape {
    /// The circle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Circle {
    /// A circle centered on the frame of the view containing it.
    public static var circle: Circle { .init() }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Circle {
    /// A symmetric shape looks the same in both layout directions, so it is fixed.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
