// ViewLifecycle · HeadlessUIKit

/// The inset distances for views, in points, with left and right fixed whatever the layout
/// direction.
public struct UIEdgeInsets: Equatable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset on the left.
    public var left: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset on the right.
    public var right: CGFloat

    /// Creates insets of zero.
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Creates insets with each edge's distance.
    ///
    /// - Parameters:
    ///   - top: The inset at the top.
    ///   - left: The inset on the left.
    ///   - bottom: The inset at the bottom.
    ///   - right: The inset on the right.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// Insets of zero on every edge.
    public static let zero = UIEdgeInsets()
}
