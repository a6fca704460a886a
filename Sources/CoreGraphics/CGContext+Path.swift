// ViewLifecycle · CoreGraphics

import Foundation

/// The current path, in base coordinates, and the clip it can narrow.
extension CGContext {
    /// Starts a new, empty path.
    public func beginPath() { currentPath = CGMutablePath() }

    /// Starts a subpath at `point`.
    ///
    /// - Parameter point: The point.
    public func move(to point: CGPoint) { currentPath.move(to: point, transform: ctm) }

    /// Adds a line to `point`.
    ///
    /// - Parameter point: The end of the line.
    public func addLine(to point: CGPoint) { currentPath.addLine(to: point, transform: ctm) }

    /// Adds lines joining `points`.
    ///
    /// - Parameter points: The points, in order.
    public func addLines(between points: [CGPoint]) {
        currentPath.addLines(between: points, transform: ctm)
    }

    /// Adds a cubic Bézier curve.
    ///
    /// - Parameters:
    ///   - end: The end of the curve.
    ///   - control1: The first control point.
    ///   - control2: The second control point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        currentPath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }

    /// Adds a quadratic Bézier curve.
    ///
    /// - Parameters:
    ///   - end: The end of the curve.
    ///   - control: The control point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        currentPath.addQuadCurve(to: end, control: control, transform: ctm)
    }

    /// Adds a rectangle.
    ///
    /// - Parameter rect: The rectangle.
    public func addRect(_ rect: CGRect) { currentPath.addRect(rect, transform: ctm) }

    /// Adds rectangles.
    ///
    /// - Parameter rects: The rectangles.
    public func addRects(_ rects: [CGRect]) { currentPath.addRects(rects, transform: ctm) }

    /// Adds an ellipse inside `rect`.
    ///
    /// - Parameter rect: The ellipse's bounds.
    public func addEllipse(in rect: CGRect) { currentPath.addEllipse(in: rect, transform: ctm) }

    /// Adds an arc of a circle.
    ///
    /// - Parameters:
    ///   - center: The circle's centre.
    ///   - radius: The radius.
    ///   - startAngle: Where the arc starts, in radians.
    ///   - endAngle: Where it ends, in radians.
    ///   - clockwise: Whether it runs clockwise.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        currentPath.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
            clockwise: clockwise, transform: ctm)
    }

    /// Adds an arc tangent to two lines (kept as a line to the first tangent's end).
    ///
    /// - Parameters:
    ///   - tangent1End: The end of the first tangent.
    ///   - tangent2End: The end of the second tangent.
    ///   - radius: The radius.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        currentPath.addLine(to: tangent1End, transform: ctm)
    }

    /// Adds a path.
    ///
    /// - Parameter path: The path.
    public func addPath(_ path: CGPath) { currentPath.addPath(path, transform: ctm) }

    /// Closes the current subpath.
    public func closePath() { currentPath.closeSubpath() }

    /// Replaces the path with its stroked outline (kept as it is headlessly: no outline is
    /// computed).
    public func replacePathWithStrokedPath() {}

    /// Whether the current path is empty.
    public var isPathEmpty: Bool { currentPath.isEmpty }

    /// The current path's current point.
    public var currentPointOfPath: CGPoint { currentPath.currentPoint.applying(ctm.inverted()) }

    /// The current path's bounding box (`.null` when empty).
    public var boundingBoxOfPath: CGRect { userSpace(currentPath.boundingBox) }

    /// A copy of the current path, or `nil` when it is empty.
    public var path: CGPath? { currentPath.isEmpty ? nil : currentPath.copy() }

    // MARK: clipping

    /// Narrows the clip to `rect`.
    ///
    /// - Parameter rect: The rectangle, in user space.
    public func clip(to rect: CGRect) {
        state.clip = state.clip.intersection(rect.applying(state.transform))
    }

    /// Narrows the clip to the rectangles' bounds.
    ///
    /// - Parameter rects: The rectangles, in user space.
    public func clip(to rects: [CGRect]) {
        clip(to: rects.reduce(CGRect.null) { $0.union($1) })
    }

    /// Narrows the clip to the current path's bounds and empties the path.
    ///
    /// - Parameter rule: The fill rule (not applied headlessly).
    public func clip(using rule: CGPathFillRule = .winding) {
        if !currentPath.isEmpty { state.clip = state.clip.intersection(currentPath.boundingBox) }
        beginPath()
    }

    /// Restores the clip to the whole context.
    public func resetClip() { state.clip = CGRect(x: 0, y: 0, width: width, height: height) }

    /// The clip's bounding box, in user space.
    public var boundingBoxOfClipPath: CGRect { userSpace(state.clip) }

    /// A rectangle in base coordinates, in user space; `.null` stays `.null`.
    func userSpace(_ rect: CGRect) -> CGRect {
        rect.isNull ? .null : rect.applying(state.transform.inverted())
    }
}
