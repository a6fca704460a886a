// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A collection of the geometric spacing preferences of a view.
///
/// Headlessly every view prefers no spacing on any edge (a device's defaults depend on the
/// views' kinds: text and controls prefer 8 points), so distances are zero.
@available(iOS 16.0, tvOS 16.0, *)
public struct ViewSpacing: Sendable {
    /// The preferred spacing on each edge.
    var edges: [Edge: CGFloat] = [:]

    /// A view spacing instance that contains zero on all edges.
    public static var zero: ViewSpacing { ViewSpacing() }

    /// Initializes an instance with default spacing values.
    public init() {}

    /// Merges the spacing preferences of another spacing instance with this instance for a
    /// specified set of edges, keeping the larger value of each edge.
    ///
    /// - Parameters:
    ///   - other: Another spacing preferences instance to merge with this one.
    ///   - edges: The edges to merge.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        for edge in Edge.allCases where edges.contains(Edge.Set(edge)) {
            if let value = other.edges[edge] { self.edges[edge] = max(self.edges[edge] ?? 0, value) }
        }
    }

    /// Gets a new value that merges the spacing preferences of another spacing instance with
    /// this instance for a specified set of edges.
    ///
    /// - Parameters:
    ///   - other: Another spacing preferences instance to merge with this one.
    ///   - edges: The edges to merge.
    /// - Returns: A new instance with the merged spacing.
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        var result = self
        result.formUnion(other, edges: edges)
        return result
    }

    /// Gets the preferred spacing distance along the specified axis to the view that returns a
    /// specified spacing preference: the larger of this view's trailing (or bottom) preference
    /// and the next view's leading (or top) one.
    ///
    /// - Parameters:
    ///   - next: The spacing preferences of the adjacent view.
    ///   - axis: The axis that the two views align on.
    /// - Returns: A floating point value that represents the preferred spacing in points.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        switch axis {
        case .horizontal: max(edges[.trailing] ?? 0, next.edges[.leading] ?? 0)
        case .vertical: max(edges[.bottom] ?? 0, next.edges[.top] ?? 0)
        }
    }
}
