// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// Where `Headless.scroll(_:to:)` moves a scrollable's content.
    public struct ScrollTarget: @unchecked Sendable {
        let place: ScrollPlace

        /// The start of the content (offset 0).
        public static var top: ScrollTarget { ScrollTarget(place: .top) }

        /// The end of the content: its last row at the bottom (or trailing) edge.
        public static var end: ScrollTarget { ScrollTarget(place: .end) }

        /// A content offset along the scrollable's axis, in points, clamped to the content.
        ///
        /// - Parameter points: How far from the start.
        /// - Returns: The target.
        public static func offset(_ points: CGFloat) -> ScrollTarget { ScrollTarget(place: .offset(points)) }

        /// The row or view whose id (its `ForEach` element's id or its `.id(_:)`) is `id`, as
        /// `ScrollViewProxy.scrollTo(_:anchor:)` finds it: with no anchor, the least scroll that
        /// shows it whole; with one, that point of the row at that point of the viewport.
        ///
        /// - Parameters:
        ///   - id: The row's id.
        ///   - anchor: Where the row ends up in the viewport (`.top`, `.center`, `.bottom`...).
        /// - Returns: The target.
        public static func row<ID: Hashable & Sendable>(_ id: ID, anchor: UnitPoint? = nil) -> ScrollTarget {
            ScrollTarget(place: .row(AnyHashable(id), anchor: anchor))
        }
    }
}
