// ViewLifecycle · HeadlessSwiftUI

import Foundation

// Paths made from a path. Nothing is drawn headlessly, so a stroked or trimmed path keeps its
// elements (and bounding rectangle); an offset moves them.
extension Path {
    /// Returns a stroked copy of the path using the given style (headlessly the same elements:
    /// the outline of a stroke is not computed).
    ///
    /// - Parameter style: The stroke style.
    /// - Returns: The stroked path.
    public func strokedPath(_ style: StrokeStyle) -> Path { self }

    /// Returns a partial copy of the path (headlessly the same elements: lengths along a path are
    /// not computed).
    ///
    /// - Parameters:
    ///   - from: The fraction of the path's length to start at.
    ///   - to: The fraction of the path's length to end at.
    /// - Returns: The trimmed path.
    public func trimmedPath(from: CGFloat, to: CGFloat) -> Path { self }

    /// Returns a path constructed by translating all its points.
    ///
    /// - Parameters:
    ///   - dx: The horizontal offset.
    ///   - dy: The vertical offset.
    /// - Returns: The moved path.
    public func offsetBy(dx: CGFloat, dy: CGFloat) -> Path {
        applying(CGAffineTransform(translationX: dx, y: dy))
    }

    /// The point where the next element begins: the end of the last element, or the start of
    /// the subpath a close or a rectangle, ellipse or rounded rectangle ends; `nil` in an empty
    /// path.
    public var currentPoint: CGPoint? {
        var current: CGPoint?
        var subpathStart: CGPoint?
        forEach { element in
            switch element {
            case .move(let point):
                current = point
                subpathStart = point
            case .line(let point), .quadCurve(let point, _), .curve(let point, _, _): current = point
            case .closeSubpath: current = subpathStart
            }
        }
        return current
    }
}
