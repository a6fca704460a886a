// ViewLifecycle · CoreGraphics

import Foundation

extension CGPath {
    /// Creates an immutable copy of the path with a transform applied to its points.
    ///
    /// A rectangle or ellipse the path holds becomes the box around its transformed corners:
    /// exact for scaling and translation, the bounding box under a rotation.
    ///
    /// - Parameter transform: The transform, or `nil` for a plain copy.
    /// - Returns: The copy.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(segments: segments(transformedBy: transform?.pointee))
    }

    /// Creates a mutable copy of the path with a transform applied to its points (a rectangle
    /// or ellipse becomes the box around its transformed corners).
    ///
    /// - Parameter transform: The transform, or `nil` for a plain copy.
    /// - Returns: The copy.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.segments = segments(transformedBy: transform?.pointee)
        return copy
    }

    private func segments(transformedBy transform: CGAffineTransform?) -> [Segment] {
        guard let t = transform else { return segments }
        return segments.map { segment in
            switch segment {
            case .move(let point): return .move(point.applying(t))
            case .line(let point): return .line(point.applying(t))
            case .quadCurve(let point, let control):
                return .quadCurve(point.applying(t), control: control.applying(t))
            case .curve(let point, let control1, let control2):
                return .curve(
                    point.applying(t), control1: control1.applying(t), control2: control2.applying(t))
            case .rect(let rect): return .rect(rect.applying(t))
            case .ellipse(let rect): return .ellipse(rect.applying(t))
            case .close: return .close
            }
        }
    }
}
