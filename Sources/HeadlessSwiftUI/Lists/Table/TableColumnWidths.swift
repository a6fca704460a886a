// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A table column's widths as set: a fixed width, or bounds and an ideal.
struct TableColumnWidths {
    var fixed: CGFloat?
    var min: CGFloat?
    var ideal: CGFloat?
    var max: CGFloat?
}
