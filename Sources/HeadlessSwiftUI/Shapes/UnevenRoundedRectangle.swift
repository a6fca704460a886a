// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A rectangular shape with rounded corners with different values, aligned inside the frame of the view containing it.
@frozen public struct UnevenRoundedRectangle: Shape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    @inlinable public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    @inlinable public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: RectangleCornerRadii(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// Describes this shape as a path within a rectangular frame of reference.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadius: cornerRadii.topLeading, style: style)
    }
}

extension UnevenRoundedRectangle: InsettableShape {
    /// Returns this shape inset by `amount`.
    public func inset(by amount: CGFloat) -> _InsetShape<UnevenRoundedRectangle> {
        _InsetShape(base: self, amount: amount)
    }
}
