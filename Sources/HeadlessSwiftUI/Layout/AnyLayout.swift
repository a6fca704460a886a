// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type-erased instance of the layout protocol.
///
/// Switching the erased layout (`AnyLayout(isWide ? HStackLayout() : VStackLayout())`) keeps
/// the content's identity and state: the container's type does not change, only its layout.
@available(iOS 16.0, tvOS 16.0, *)
@frozen public struct AnyLayout: Layout {
    /// The erased layout's calls.
    let storage: AnyLayoutBox

    /// Creates a type-erased value that wraps the specified layout.
    ///
    /// - Parameter layout: A layout that you want to erase.
    public init<L>(_ layout: L) where L: Layout {
        storage = AnyLayoutBox(layout)
    }

    /// Cached values associated with the layout instance (the erased layout's, boxed).
    public struct Cache {
        /// The erased layout's cache.
        var base: Any
    }

    /// The type defining the data to animate.
    public typealias AnimatableData = EmptyAnimatableData

    /// The data to animate: nothing (the erased layout's data is not animated headlessly).
    public var animatableData: AnimatableData {
        get { EmptyAnimatableData() }
        set {}
    }

    /// Creates the erased layout's cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache(base: storage.makeCache(subviews)) }

    /// Updates the erased layout's cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        storage.updateCache(&cache.base, subviews)
    }

    /// The erased layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        storage.spacing(subviews, &cache.base)
    }

    /// The erased layout's size.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        storage.sizeThatFits(proposal, subviews, &cache.base)
    }

    /// Places the subviews with the erased layout.
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {
        storage.placeSubviews(bounds, proposal, subviews, &cache.base)
    }

    /// The erased layout's explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.horizontalGuide(guide, bounds, proposal, subviews, &cache.base)
    }

    /// The erased layout's explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize,
        subviews: Subviews, cache: inout Cache
    ) -> CGFloat? {
        storage.verticalGuide(guide, bounds, proposal, subviews, &cache.base)
    }
}

@available(*, unavailable)
extension AnyLayout.Cache: Sendable {}

@available(*, unavailable)
extension AnyLayout: Sendable {}
