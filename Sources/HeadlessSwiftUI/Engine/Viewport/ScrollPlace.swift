// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// Where a scroll moves a scrollable's content: what `scrollPosition(id:)` and the test driver's
/// `Headless.scroll(_:to:)` ask of `ScrollState`.
package enum ScrollPlace {
    /// The start of the content (offset 0).
    case top
    /// The end of the content: its last row at the bottom (or trailing) edge.
    case end
    /// A content offset along the scrollable's axis, in points.
    case offset(CGFloat)
    /// The row or view with this id, at `anchor` of the viewport, or shown whole with none.
    case row(AnyHashable, anchor: UnitPoint?)
}
