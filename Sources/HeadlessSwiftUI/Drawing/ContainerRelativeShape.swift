// ViewLifecycle · HeadlessSwiftUI

/// A shape that is replaced by an inset version of the current container shape (a rectangle
/// when there is none, as headlessly).
@frozen public struct ContainerRelativeShape: Shape {
    /// Creates the shape.
    @inlinable public init() {}

    /// The rectangle.
    public func path(in rect: CGRect) -> Path { Path(rect) }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
}

extension ContainerRelativeShape: InsettableShape {
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == ContainerRelativeShape {
    /// A shape that is replaced by an inset version of the current container shape.
    public static var containerRelative: ContainerRelativeShape { .init() }
}
