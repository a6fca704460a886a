// ViewLifecycle · HeadlessSwiftUI

/// A rectangular shape with rounded corners, aligned inside the frame of the view containing it.
@frozen public struct RoundedRectangle: Shape {
    /// The width and height of the rounded rectangle's corners.
    public var cornerSize: CGSize
    /// The style of corners drawn by the rounded rectangle.
    public var style: RoundedCornerStyle

    /// Creates a new rounded rectangle shape.
    ///
    /// - Parameters:
    ///   - cornerSize: The width and height of the corners.
    ///   - style: The corner style.
    @inlinable public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }

    /// Creates a new rounded rectangle shape.
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius of the corners.
    ///   - style: The corner style.
    @inlinable public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        self.init(cornerSize: CGSize(width: cornerRadius, height: cornerRadius), style: style)
    }

    /// The rounded rectangle.
    public func path(in rect: CGRect) -> Path {
        Path(roundedRect: rect, cornerSize: cornerSize, style: style)
    }

    /// The corner size, the data an animation interpolates.
    nonisolated public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }

    /// Drawn in the foreground style.
    public typealias Body = _ShapeView<RoundedRectangle, ForegroundStyle>
}

extension RoundedRectangle: InsettableShape {
    /// The rounded rectangle inset by `amount`.
    public func inset(by amount: CGFloat) -> some InsettableShape { _InsetShape(base: self, amount: amount) }
}

extension Shape where Self == RoundedRectangle {
    /// A rectangular shape with rounded corners.
    ///
    /// - Parameters:
    ///   - cornerSize: The size of the corners.
    ///   - style: The corner style.
    /// - Returns: The shape.
    public static func rect(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) -> Self {
        .init(cornerSize: cornerSize, style: style)
    }

    /// A rectangular shape with rounded corners.
    ///
    /// - Parameters:
    ///   - cornerRadius: The radius of the corners.
    ///   - style: The corner style.
    /// - Returns: The shape.
    public static func rect(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) -> Self {
        .init(cornerRadius: cornerRadius, style: style)
    }
}

@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
extension RoundedRectangle {
    /// A symmetric shape looks the same in both layout directions, so it is fixed.
    public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
}
