// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension GridItem {
    /// How many cells share a line across `length`: one per fixed or flexible item, and as
    /// many as fit at their minimum for an adaptive one (spacing ignored: a guess).
    static func count(of items: [GridItem], across length: CGFloat) -> Int {
        var count = 0
        for item in items {
            switch item.size {
            case .fixed, .flexible: count += 1
            case .adaptive(let minimum, _): count += max(1, Int(length / max(minimum, 1)))
            }
        }
        return max(1, count)
    }
}
