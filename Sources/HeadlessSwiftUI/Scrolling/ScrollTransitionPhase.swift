// ViewLifecycle · HeadlessSwiftUI

/// The phases that a view transitions between when it scrolls among other views.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
@frozen public enum ScrollTransitionPhase: Hashable {
    /// The scroll transition is being applied to a view that is about to move into the visible
    /// area at the top edge of a vertical scroll view, or the leading edge of a horizontal one.
    case topLeading
    /// The scroll transition is being applied to a view that is in the visible area.
    case identity
    /// The scroll transition is being applied to a view that is about to move into the visible
    /// area at the bottom edge of a vertical scroll view, or the trailing edge of a horizontal one.
    case bottomTrailing

    /// A Boolean that indicates whether the transition phase is identity.
    public var isIdentity: Bool { self == .identity }

    /// A phase-derived value that indicates whether the transition offset should be negative,
    /// zero, or positive: -1 at the top or leading edge, 0 in view, 1 at the bottom or trailing
    /// edge.
    public var value: Double {
        switch self {
        case .topLeading: -1
        case .identity: 0
        case .bottomTrailing: 1
        }
    }
}
