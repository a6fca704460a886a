// ViewLifecycle · HeadlessSwiftUI

/// A rectangular shape with rounded corners with different values.
@frozen public struct UnevenRoundedRectangle: Shape {
    /// The radii of each corner of the rounded rectangle.
    public var cornerRadii: RectangleCornerRadii
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape with uneven corners.
    ///
    /// - Parameters:
    ///   - cornerRadii: The radii of each corner.
    ///   - style: The corner style.
    @inlinable public init(cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous) {
        self.cornerRadii = cornerRadii
        self.style = style
    }

    /// Creates a new rounded rectangle shape with uneven corners.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading radius.
    ///   - bottomLeadingRadius: The bottom-leading radius.
    ///   - bottomTrailingRadius: The bottom-trailing radius.
    ///   - topTrailingRadius: The top-trailing radius.
    ///   - style: The corner style.
    public init(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) {
        self.init(
            cornerRadii: .init(
                topLeading: topLeadingRadius, bottomLeading: bottomLeadingRadius,
                bottomTrailing: bottomTrailingRadius, topTrailing: topTrailingRadius),
            style: style)
    }

    /// The rectangle with its corners rounded.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerRadii: cornerRadii, style: style)
    }

    /// Nothing is animated headlessly.
    public typealias AnimatableData = EmptyAnimatableData
    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<UnevenRoundedRectangle, ForegroundStyle>
}

extension UnevenRoundedRectangle: InsettableShape {
    /// The shape inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == UnevenRoundedRectangle {
    /// A rectangular shape with rounded corners with different values.
    ///
    /// - Parameters:
    ///   - cornerRadii: The radii.
    ///   - style: The corner style.
    /// - Returns: The shape.
    public static func rect(
        cornerRadii: RectangleCornerRadii, style: RoundedCornerStyle = .continuous
    ) -> Self {
        .init(cornerRadii: cornerRadii, style: style)
    }

    /// A rectangular shape with rounded corners with different values.
    ///
    /// - Parameters:
    ///   - topLeadingRadius: The top-leading radius.
    ///   - bottomLeadingRadius: The bottom-leading radius.
    ///   - bottomTrailingRadius: The bottom-trailing radius.
    ///   - topTrailingRadius: The top-trailing radius.
    ///   - style: The corner style.
    /// - Returns: The shape.
    public static func rect(
        topLeadingRadius: CGFloat = 0, bottomLeadingRadius: CGFloat = 0, bottomTrailingRadius: CGFloat = 0,
        topTrailingRadius: CGFloat = 0, style: RoundedCornerStyle = .continuous
    ) -> Self {
        .init(
            topLeadingRadius: topLeadingRadius, bottomLeadingRadius: bottomLeadingRadius,
            bottomTrailingRadius: bottomTrailingRadius, topTrailingRadius: topTrailingRadius, style: style)
    }
}
