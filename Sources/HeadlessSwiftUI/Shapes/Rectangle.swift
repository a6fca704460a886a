// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A rectangular shape aligned inside the frame of the view containing it.
@frozen public struct Rectangle: Shape {
    /// Creates a new rectangle shape.
    @inlinable public init() {}

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(rect)
    }
}

extension Rectangle: InsettableShape {
    /// Returns this shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Rectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
