// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A view's size and alignment guides in its own coordinate space.
///
/// Layout is not computed here, so an `alignmentGuide` closure is kept but never called; the
/// values are those of a zero-size view unless made otherwise.
public struct ViewDimensions {
    /// The view's width.
    public var width: CGFloat { size.width }
    /// The view's height.
    public var height: CGFloat { size.height }

    let size: CGSize

    /// Gets the value of the given horizontal guide (its default: leading 0, center half the
    /// width, trailing the width).
    public subscript(guide: HorizontalAlignment) -> CGFloat {
        switch guide {
        case .leading: 0
        case .trailing: width
        default: width / 2
        }
    }

    /// Gets the value of the given vertical guide (its default: top 0, center half the height,
    /// bottom and the baselines the height).
    public subscript(guide: VerticalAlignment) -> CGFloat {
        switch guide {
        case .top: 0
        case .center: height / 2
        default: height
        }
    }

    /// Gets the explicit value of the given horizontal alignment guide (none are set here).
    public subscript(explicit guide: HorizontalAlignment) -> CGFloat? { nil }

    /// Gets the explicit value of the given vertical alignment guide (none are set here).
    public subscript(explicit guide: VerticalAlignment) -> CGFloat? { nil }
}

extension ViewDimensions: Equatable {
    /// Whether both have the same size (no explicit guides are kept headlessly).
    public static func == (lhs: ViewDimensions, rhs: ViewDimensions) -> Bool {
        lhs.size == rhs.size
    }
}
