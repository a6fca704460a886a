// ViewLifecycle · HeadlessSwiftUI

extension Path {
    /// Adds a quadratic Bézier curve to the path (headlessly kept as its control and end points,
    /// for the bounding rectangle).
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control: The control point.
    public mutating func addQuadCurve(to end: CGPoint, control: CGPoint) {
        elements += [.line(control), .line(end)]
    }

    /// Adds a cubic Bézier curve to the path (headlessly kept as its control and end points).
    ///
    /// - Parameters:
    ///   - end: The end point.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public mutating func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        elements += [.line(control1), .line(control2), .line(end)]
    }

    /// Adds an arc of a circle to the path (headlessly kept as the circle's bounding square).
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
        let square = CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)
        elements.append(Element.ellipse(square).applying(transform))
    }

    /// Adds a sequence of rectangular subpaths to the path.
    ///
    /// - Parameters:
    ///   - rects: The rectangles.
    ///   - transform: A transform applied to each rectangle.
    public mutating func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        elements += rects.map { Element.rect($0).applying(transform) }
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
