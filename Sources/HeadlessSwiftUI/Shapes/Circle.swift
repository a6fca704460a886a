// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A circle centered on the frame of the view containing it.
@frozen public struct Circle: Shape {
    /// Creates a new circle shape.
    @inlinable public init() {}

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        let side = min(rect.width, rect.height)
        return Path(
            ellipseIn: CGRect(x: rect.midX - side / 2, y: rect.midY - side / 2, width: side, height: side))
    }
}

extension Circle: InsettableShape {
    /// Returns this shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Circle> {
        _InsetShape(base: self, amount: amount)
    }
}
