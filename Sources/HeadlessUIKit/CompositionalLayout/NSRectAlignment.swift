// ViewLifecycle · HeadlessUIKit

/// Where an element sits against a rectangle's edges.
public enum NSRectAlignment: Int, Sendable {
    /// Nowhere in particular.
    case none = 0
    /// The top edge.
    case top = 1
    /// The top-leading corner.
    case topLeading = 2
    /// The leading edge.
    case leading = 3
    /// The bottom-leading corner.
    case bottomLeading = 4
    /// The bottom edge.
    case bottom = 5
    /// The bottom-trailing corner.
    case bottomTrailing = 6
    /// The trailing edge.
    case trailing = 7
    /// The top-trailing corner.
    case topTrailing = 8
}
