// ViewLifecycle · CoreGraphics

import Foundation

/// An immutable graphics path (CoreGraphics', which UIKit re-exports; the toolchain's
/// Foundation lacks it): the segments that made it, from which its bounding box is computed.
/// Nothing is drawn headlessly, and no outline (stroke, hit test) is computed.
open class CGPath: Hashable, @unchecked Sendable {
    /// One recorded segment, in the path's own coordinates.
    enum Segment: Equatable {
        case move(CGPoint), line(CGPoint), quadCurve(CGPoint, control: CGPoint)
        case curve(CGPoint, control1: CGPoint, control2: CGPoint)
        case rect(CGRect), ellipse(CGRect), close
    }

    /// The segments, in order.
    var segments: [Segment]

    init(segments: [Segment]) {
        self.segments = segments
    }

    /// A Boolean value that indicates whether the path is empty.
    public var isEmpty: Bool { segments.isEmpty }

    /// The bounding box of the path, including its control points; `.null` when empty.
    public var boundingBox: CGRect {
        var box = CGRect.null
        func add(_ point: CGPoint) { box = box.union(CGRect(origin: point, size: .zero)) }
        for segment in segments {
            switch segment {
            case .move(let point), .line(let point): add(point)
            case .quadCurve(let point, let control):
                add(point)
                add(control)
            case .curve(let point, let control1, let control2):
                add(point)
                add(control1)
                add(control2)
            case .rect(let rect), .ellipse(let rect): box = box.union(rect)
            case .close: break
            }
        }
        return box
    }

    /// The smallest rectangle that contains all points of the path (the control points
    /// included here: curves are not flattened).
    public var boundingBoxOfPath: CGRect { boundingBox }

    /// The current point of the path: the end of its last segment (`.zero` when empty).
    public var currentPoint: CGPoint {
        for segment in segments.reversed() {
            switch segment {
            case .move(let point), .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
                return point
            case .rect(let rect), .ellipse(let rect): return rect.origin
            case .close: continue
            }
        }
        return .zero
    }

    /// Creates an immutable copy of the path.
    public func copy() -> CGPath? { CGPath(segments: segments) }

    /// Creates a mutable copy of the path.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.segments = segments
        return copy
    }

    /// Two paths are equal when they hold the same segments.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.segments == rhs.segments }

    /// Hashes the number of segments (equal paths have as many).
    public func hash(into hasher: inout Hasher) { hasher.combine(segments.count) }
}
