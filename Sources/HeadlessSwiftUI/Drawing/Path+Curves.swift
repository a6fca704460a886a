// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension Path {
    /// Adds a quadratic Bézier curve to the path.
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control: The control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements.append(.quadCurve(end, control: control))
    }

    /// Adds a cubic Bézier curve to the path.
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements.append(.curve(end, control1: control1, control2: control2))
    }

    /// Adds an arc of a circle to the path, as Core Graphics does: a line from the current
    /// point (or a move, in an empty subpath) to the arc's start, then cubic curves of at most a
    /// quarter turn each. With `clockwise` the angle decreases from start to end, as Core
    /// Graphics draws it.
    ///
    /// - Parameters:
    ///   - center: The center of the circle.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc begins.
    ///   - endAngle: Where the arc ends.
    ///   - clockwise: The direction.
    ///   - transform: A transform applied to the arc.
    public mutating func addArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, endAngle: Angle, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        let twoPi = 2 * Double.pi
        var delta = endAngle.radians - startAngle.radians
        if clockwise {
            if delta > 0 { delta -= (delta / twoPi).rounded(.up) * twoPi }
        } else {
            if delta < 0 { delta += (-delta / twoPi).rounded(.up) * twoPi }
        }
        appendArc(
            center: center, radius: radius, start: startAngle.radians, delta: delta, transform: transform)
    }

    /// Adds an arc of a circle given its start angle and the angle it turns through (positive
    /// increases the angle), as curves of at most a quarter turn each.
    ///
    /// - Parameters:
    ///   - center: The center of the circle.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc begins.
    ///   - delta: The angle the arc turns through.
    ///   - transform: A transform applied to the arc.
    public mutating func addRelativeArc(
        center: CGPoint, radius: CGFloat, startAngle: Angle, delta: Angle,
        transform: CGAffineTransform = .identity
    ) {
        appendArc(
            center: center, radius: radius, start: startAngle.radians, delta: delta.radians,
            transform: transform)
    }

    /// Adds an arc of a circle tangent to two lines: from the current point to `tangent1End`,
    /// and from there to `tangent2End`. A line joins the current point to the arc's start; with
    /// no current point the path begins at `tangent1End`; when the three points are in line the
    /// arc is a line to `tangent1End`.
    ///
    /// - Parameters:
    ///   - tangent1End: The end of the first tangent line (the corner).
    ///   - tangent2End: The end of the second tangent line.
    ///   - radius: The radius.
    ///   - transform: A transform applied to the arc.
    public mutating func addArc(
        tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat, transform: CGAffineTransform = .identity
    ) {
        guard let current = currentPoint else {
            elements += Path.transformed([.move(tangent1End)], by: transform)
            return
        }
        let p0 = current
        let p1 = tangent1End
        let p2 = tangent2End
        let v1 = (x: p0.x - p1.x, y: p0.y - p1.y)
        let v2 = (x: p2.x - p1.x, y: p2.y - p1.y)
        let l1 = (v1.x * v1.x + v1.y * v1.y).squareRoot()
        let l2 = (v2.x * v2.x + v2.y * v2.y).squareRoot()
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, cross != 0, radius > 0 else {
            elements += Path.transformed([.line(p1)], by: transform)
            return
        }
        let u1 = (x: v1.x / l1, y: v1.y / l1)
        let u2 = (x: v2.x / l2, y: v2.y / l2)
        let cosTheta = max(-1, min(1, u1.x * u2.x + u1.y * u2.y))
        let theta = acos(cosTheta)
        let distance = radius / tan(theta / 2)
        let start = CGPoint(x: p1.x + u1.x * distance, y: p1.y + u1.y * distance)
        let end = CGPoint(x: p1.x + u2.x * distance, y: p1.y + u2.y * distance)
        let bisector = (x: u1.x + u2.x, y: u1.y + u2.y)
        let bisectorLength = (bisector.x * bisector.x + bisector.y * bisector.y).squareRoot()
        let centerDistance = radius / sin(theta / 2)
        let center = CGPoint(
            x: p1.x + bisector.x / bisectorLength * centerDistance,
            y: p1.y + bisector.y / bisectorLength * centerDistance)
        let startAngle = atan2(Double(start.y - center.y), Double(start.x - center.x))
        let endAngle = atan2(Double(end.y - center.y), Double(end.x - center.x))
        var delta = endAngle - startAngle
        if delta > .pi { delta -= 2 * .pi }
        if delta < -.pi { delta += 2 * .pi }
        appendArc(center: center, radius: radius, start: startAngle, delta: delta, transform: transform)
    }

    /// Appends an arc from angle `start` turning through `delta`, joined to the current point.
    mutating func appendArc(
        center: CGPoint, radius: CGFloat, start: Double, delta: Double, transform: CGAffineTransform
    ) {
        func point(_ angle: Double) -> CGPoint {
            CGPoint(x: center.x + radius * CGFloat(cos(angle)), y: center.y + radius * CGFloat(sin(angle)))
        }
        var figures: [Figure] = []
        let first = point(start)
        figures.append(currentPoint == nil ? .move(first) : .line(first))
        let segments = max(1, Int((abs(delta) / (Double.pi / 2) - 1e-9).rounded(.up)))
        let step = delta / Double(segments)
        let handle = CGFloat(4.0 / 3.0 * tan(step / 4)) * radius
        var angle = start
        for _ in 0..<segments where delta != 0 {
            let next = angle + step
            let (p0, p3) = (point(angle), point(next))
            let control1 = CGPoint(
                x: p0.x - handle * CGFloat(sin(angle)), y: p0.y + handle * CGFloat(cos(angle)))
            let control2 = CGPoint(
                x: p3.x + handle * CGFloat(sin(next)), y: p3.y - handle * CGFloat(cos(next)))
            figures.append(.curve(p3, control1: control1, control2: control2))
            angle = next
        }
        elements += Path.transformed(figures, by: transform)
    }

    /// Adds a sequence of rectangular subpaths to the path.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: A transform applied to each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        elements += Path.transformed(rects.map(Figure.rect), by: transform)
    }

    /// Appends another path value to this path.
    ///
    /// - Parameters:
    ///   - path: The other path.
    ///   - transform: A transform applied to the other path first.
    public mutating func addPath(_ path: Path, transform: CGAffineTransform = .identity) {
        elements += path.applying(transform).elements
    }
}
