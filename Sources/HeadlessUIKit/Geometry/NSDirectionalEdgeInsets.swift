// ViewLifecycle · HeadlessUIKit

/// Edge insets that follow the layout direction: leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Sendable {
    /// The inset at the top.
    public var top: CGFloat
    /// The inset on the leading edge.
    public var leading: CGFloat
    /// The inset at the bottom.
    public var bottom: CGFloat
    /// The inset on the trailing edge.
    public var trailing: CGFloat

    /// Creates insets of zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Creates insets with each edge's distance.
    ///
    /// - Parameters:
    ///   - top: The inset at the top.
    ///   - leading: The inset on the leading edge.
    ///   - bottom: The inset at the bottom.
    ///   - trailing: The inset on the trailing edge.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// Insets of zero on every edge.
    public static let zero = NSDirectionalEdgeInsets()
}
