// ViewLifecycle · CoreGraphics

import Foundation

/// A mutable graphics path (CoreGraphics'): the segments are recorded, moved by each call's
/// `transform`; arcs are recorded as the bounding square of their circle.
open class CGMutablePath: CGPath, @unchecked Sendable {
    /// Creates an empty mutable path.
    public init() {
        super.init(segments: [])
    }

    /// Begins a new subpath at the specified point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.move(point.applying(transform)))
    }

    /// Appends a straight line segment from the current point to the specified point.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.line(point.applying(transform)))
    }

    /// Adds a sequence of connected straight-line segments to the path.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// Adds a quadratic Bézier curve to the path.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        segments.append(.quadCurve(end.applying(transform), control: control.applying(transform)))
    }

    /// Adds a cubic Bézier curve to the path.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        segments.append(
            .curve(
                end.applying(transform), control1: control1.applying(transform),
                control2: control2.applying(transform)))
    }

    /// Adds a rectangular subpath to the path.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        segments.append(.rect(rect.applying(transform)))
    }

    /// Adds a set of rectangular subpaths to the path.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds an ellipse that fits inside the specified rectangle.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        segments.append(.ellipse(rect.applying(transform)))
    }

    /// Adds a subpath to the path, in the shape of a rectangle with rounded corners (recorded
    /// as its rectangle: the corners change no bound).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: CGAffineTransform = .identity
    ) {
        segments.append(.rect(rect.applying(transform)))
    }

    /// Adds an arc of a circle to the path (recorded as the square bounding its circle, then
    /// a move to the arc's end).
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let square = CGRect(
            x: center.x - radius, y: center.y - radius, width: radius * 2, height: radius * 2)
        segments.append(.ellipse(square.applying(transform)))
        let end = CGPoint(x: center.x + radius * cos(endAngle), y: center.y + radius * sin(endAngle))
        segments.append(.move(end.applying(transform)))
    }

    /// Appends another path object to the path.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        guard let mutable = path.mutableCopy() else { return }
        if transform == .identity {
            segments += mutable.segments
        } else {
            segments.append(.rect(path.boundingBox.applying(transform)))
        }
    }

    /// Closes and completes a subpath in a mutable graphics path.
    public func closeSubpath() {
        segments.append(.close)
    }
}
