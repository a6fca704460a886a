// ViewLifecycle · ViewLifecycle

import Foundation

/// How much of a view is inside a visible area, as the platforms' viewport probes measure it.
enum ViewportShare {
    /// The share of a view of `size` (at the origin of its own space) inside `visible` (in that
    /// space): the area inside over the whole; a view with no area counts as wholly inside when
    /// its origin is. `nil` when there is no visible area to measure against (no scroll view).
    static func of(size: CGSize, inside visible: CGRect?) -> Double? {
        guard let visible else { return nil }
        let bounds = CGRect(origin: .zero, size: size)
        let area = size.width * size.height
        guard area > 0 else { return visible.contains(bounds.origin) ? 1 : 0 }
        let overlap = bounds.intersection(visible)
        guard !overlap.isNull else { return 0 }
        return Double(overlap.width * overlap.height / area)
    }
}
