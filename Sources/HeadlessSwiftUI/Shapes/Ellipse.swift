// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// An ellipse aligned inside the frame of the view containing it.
@frozen public struct Ellipse: Shape {
    /// Creates a new ellipse shape.
    @inlinable public init() {}

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(ellipseIn: rect)
    }
}

extension Ellipse: InsettableShape {
    /// Returns this shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Ellipse> {
        _InsetShape(base: self, amount: amount)
    }
}
