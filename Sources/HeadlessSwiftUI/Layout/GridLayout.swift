// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A grid that you can use in conditional layouts, as `Grid` arranges its rows.
///
/// Use it through `AnyLayout` to switch layouts without losing the subviews' state. Nothing is
/// laid out headlessly: the grid's size is zero and placing does nothing, as for the stacks.
@available(iOS 16.0, macOS 13.0, *)
@frozen public struct GridLayout: Layout {
    /// The guide for aligning the subviews within their cells.
    public var alignment: Alignment
    /// The distance between columns, or `nil` for the default.
    public var horizontalSpacing: CGFloat?
    /// The distance between rows, or `nil` for the default.
    public var verticalSpacing: CGFloat?

    /// Creates a grid layout with the alignment and spacings.
    @inlinable public init(
        alignment: Alignment = .center, horizontalSpacing: CGFloat? = nil, verticalSpacing: CGFloat? = nil
    ) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
    }

    /// The body of a primitive layout.
    public typealias Body = Never
    /// The type defining the data to animate.
    public typealias AnimatableData = EmptyAnimatableData

    /// The grid's cached values: empty, as nothing is measured headlessly.
    public struct Cache {}

    /// Creates the (empty) cache.
    public func makeCache(subviews: GridLayout.Subviews) -> GridLayout.Cache { Cache() }

    /// Keeps the (empty) cache as it is.
    public func updateCache(_ cache: inout GridLayout.Cache, subviews: GridLayout.Subviews) {}

    /// The grid's spacing preferences: the default, as nothing is measured headlessly.
    public func spacing(subviews: GridLayout.Subviews, cache: inout GridLayout.Cache) -> ViewSpacing {
        ViewSpacing()
    }

    /// The grid's size: zero, as nothing is measured headlessly.
    public func sizeThatFits(
        proposal: ProposedViewSize, subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
    ) -> CGSize { .zero }

    /// Places nothing: nothing is laid out headlessly.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: GridLayout.Subviews,
        cache: inout GridLayout.Cache
    ) {}

    /// No explicit horizontal guide: nothing is laid out headlessly.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide: nothing is laid out headlessly.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: GridLayout.Subviews, cache: inout GridLayout.Cache
    ) -> CGFloat? { nil }
}
