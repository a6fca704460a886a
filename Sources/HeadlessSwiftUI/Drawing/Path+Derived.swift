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

    /// The last point of the path: where the next line begins, or `nil` in an empty path.
    public var currentPoint: CGPoint? {
        for element in elements.reversed() {
            switch element {
            case .move(let point), .line(let point): return point
            case .rect(let rect), .ellipse(let rect), .roundedRect(let rect, _): return rect.origin
            case .close: continue
            }
        }
        return nil
    }
}
