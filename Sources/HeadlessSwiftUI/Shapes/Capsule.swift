// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A capsule shape aligned inside the frame of the view containing it.
@frozen public struct Capsule: Shape {
    /// The style of corners drawn by the capsule.
    public var style: RoundedCornerStyle

    /// Creates a new capsule shape.
    @inlinable public init(style: RoundedCornerStyle = .continuous) {
        self.style = style
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: min(rect.width, rect.height) / 2, style: style)
    }
}

extension Capsule: InsettableShape {
    /// Returns this shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<Capsule> {
        _InsetShape(base: self, amount: amount)
    }
}
