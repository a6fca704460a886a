// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// Returns a path constructed by applying the transform to all points of the path.
    ///
    /// Points move exactly; a rectangle, ellipse or rounded rectangle becomes the smallest
    /// rectangle holding its transformed corners (the path keeps figures as their rectangles),
    /// so the bounding rectangle is exact for translations and scales.
    ///
    /// - Parameter transform: The transform.
    /// - Returns: The transformed path.
    public func applying(_ transform: CGAffineTransform) -> Path {
        if transform.isIdentity { return self }
        var path = Path()
        path.elements = elements.map { $0.applying(transform) }
        return path
    }
}

extension Path.Element {
    /// This element with its points, or its rectangle, transformed.
    func applying(_ transform: CGAffineTransform) -> Path.Element {
        if transform.isIdentity { return self }
        switch self {
        case .move(let point): return .move(point.applying(transform))
        case .line(let point): return .line(point.applying(transform))
        case .rect(let rect): return .rect(rect.applying(transform))
        case .ellipse(let rect): return .ellipse(rect.applying(transform))
        case .roundedRect(let rect, let corner): return .roundedRect(rect.applying(transform), corner)
        case .close: return .close
        }
    }
}
