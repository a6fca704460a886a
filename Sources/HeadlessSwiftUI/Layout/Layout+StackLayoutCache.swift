// ViewLifecycle · HeadlessSwiftUI

import Foundation

// The three built-in stack layouts share these: headlessly nothing is measured or placed, so a
// stack's cache is empty, its size zero and its placing a no-op, the same for every axis.
extension Layout where Cache == _StackLayoutCache {
    /// Creates the (empty) cache of a built-in stack layout.
    ///
    /// - Parameter subviews: The stack's subviews (unused).
    /// - Returns: An empty cache.
    public func makeCache(subviews: Subviews) -> Cache { Cache() }

    /// A built-in stack layout's size: zero, as nothing is measured headlessly.
    ///
    /// - Parameters:
    ///   - proposal: The size proposed to the stack (unused).
    ///   - subviews: The stack's subviews (unused).
    ///   - cache: The stack's cache (unused).
    /// - Returns: `.zero`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        .zero
    }

    /// Places nothing: nothing is laid out headlessly.
    ///
    /// - Parameters:
    ///   - bounds: The region the stack has (unused).
    ///   - proposal: The size proposed to the stack (unused).
    ///   - subviews: The stack's subviews (unused).
    ///   - cache: The stack's cache (unused).
    public func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache
    ) {}
}
