// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension ButtonBorderShape: Shape {
    /// Describes this shape as a path within a rectangular frame of reference. The system's
    /// rounded-rectangle radius (and the automatic shape, a rounded rectangle) is a guess: 8 pt.
    public func path(in rect: CGRect) -> Path {
        switch kind {
        case .capsule: Capsule().path(in: rect)
        case .circle: Circle().path(in: rect)
        case .roundedRectangle(let radius): RoundedRectangle(cornerRadius: radius ?? 8).path(in: rect)
        case .automatic: RoundedRectangle(cornerRadius: 8).path(in: rect)
        }
    }

    /// The shape has no animatable data.
    public typealias AnimatableData = EmptyAnimatableData
    /// The view that draws the shape.
    public typealias Body = _ShapeView<ButtonBorderShape, ForegroundStyle>
}

extension ButtonBorderShape: InsettableShape {
    /// Returns the shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == ButtonBorderShape {
    /// A shape that takes the button border shape of the environment (drawn only).
    public static var buttonBorder: ButtonBorderShape { .automatic }
}
