// ViewLifecycle · HeadlessSwiftUI

/// A capsule shape aligned inside the frame of the view containing it.
@frozen public struct Capsule: Shape {
    /// The style of the capsule's corners.
    public var style: RoundedCornerStyle

    /// Creates a new capsule shape.
    ///
    /// - Parameter style: The corner style.
    @inlinable public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// The capsule's path in `r`.
    public func path(in r: CGRect) -> Path {
        Path(roundedRect: r, cornerRadius: min(r.width, r.height) / 2, style: style)
    }

    /// Nothing to animate.
    public typealias AnimatableData = EmptyAnimatableData
    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<Capsule, ForegroundStyle>
}

extension Capsule: InsettableShape {
    /// The capsule inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == Capsule {
    /// A capsule shape.
    public static var capsule: Capsule { .init() }

    /// A capsule shape with the given corner style.
    ///
    /// - Parameter style: The corner style.
    /// - Returns: The shape.
    public static func capsule(style: RoundedCornerStyle) -> Self { .init(style: style) }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension Capsule {
    /// A symmetric shape looks the same in both layout directions, so it is fixed.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
