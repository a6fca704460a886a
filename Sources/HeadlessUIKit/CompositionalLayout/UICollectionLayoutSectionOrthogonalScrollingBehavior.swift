// ViewLifecycle · HeadlessUIKit

/// How a compositional section scrolls across the layout's axis: its groups then lie in one
/// line (the part beyond the bounds is not shown: orthogonal scrolling itself is not modelled).
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable {
    /// The section does not scroll across; groups stack along the layout's axis.
    case none = 0
    /// Continuous scrolling.
    case continuous = 1
    /// Continuous scrolling that comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary = 2
    /// Paging by the section's width.
    case paging = 3
    /// Paging by group.
    case groupPaging = 4
    /// Paging by group, centered.
    case groupPagingCentered = 5
}
