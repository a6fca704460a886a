// ViewLifecycle · HeadlessSwiftUI

import Foundation

@available(iOS 16.0, tvOS 16.0, *)
extension Layout {
    /// The default property values for a layout: no stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// Does nothing (the default keeps the cache as it is).
    public func updateCache(_ cache: inout Self.Cache, subviews: Self.Subviews) {}

    /// Returns `nil`: the default places no explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// Returns `nil`: the default places no explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Self.Subviews, cache: inout Self.Cache
    ) -> CGFloat? { nil }

    /// The union of the subviews' spacing (zero here: no subview has a preference headlessly).
    public func spacing(subviews: Self.Subviews, cache: inout Self.Cache) -> ViewSpacing {
        subviews.reduce(ViewSpacing()) { $0.union($1.spacing) }
    }

    /// Combines the specified views into a single composite view using the layout.
    ///
    /// - Parameter content: A view builder that provides the subviews.
    /// - Returns: A view that holds `content` under this layout.
    @_disfavoredOverload
    public func callAsFunction<V>(@ViewBuilder _ content: () -> V) -> some View where V: View {
        _LayoutRoot(layout: self, content: content())
    }
}

@available(iOS 16.0, tvOS 16.0, *)
extension Layout where Self.Cache == () {
    /// Returns the empty cache.
    public func makeCache(subviews: Self.Subviews) -> Self.Cache { () }
}
