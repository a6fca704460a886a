// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type that defines the geometry of a collection of views.
///
/// Layout is not computed headlessly, so no requirement is ever called by the runtime: a layout
/// applied to content (`MyLayout { … }`) is a container like a stack, whose children keep their
/// identity and state, appear and disappear as in any container, and show on the screen text in
/// order. Changing the layout (an `AnyLayout` over another type, or other parameters) keeps the
/// children's identity, as Apple documents for `AnyLayout`.
@available(iOS 16.0, tvOS 16.0, *)
public protocol Layout: Animatable {
    /// Properties of a layout container.
    static var layoutProperties: LayoutProperties { get }

    /// Cached values associated with the layout instance.
    associatedtype Cache = Void

    /// A collection of proxies for the subviews of a layout view.
    typealias Subviews = LayoutSubviews

    /// Creates and initializes a cache for a layout instance.
    func makeCache(subviews: Self.Subviews) -> Self.Cache

    /// Updates the layout's cache when something changes.
    func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews)

    /// Returns the preferred spacing values of the composite view.
    func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing

    /// Returns the size of the composite view, given a proposed size and the view's subviews.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache) -> CGSize

    /// Assigns positions to each of the layout's subviews.
    func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Self.Subviews, cache: inout Self.Cache)

    /// Returns the position of the specified horizontal alignment guide along the x axis.
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?

    /// Returns the position of the specified vertical alignment guide along the y axis.
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat?
}
