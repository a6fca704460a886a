// ViewLifecycle · HeadlessUIKit

import Foundation

/// A path that consists of straight and curved line segments, which you can render in your
/// custom views: here a recorder of its segments over a `CGMutablePath`, whose `cgPath` a
/// SwiftUI `Path` takes (the common `RoundedCorner` shape). Nothing is drawn.
open class UIBezierPath: NSObject {
    /// The recorded path.
    private var path = CGMutablePath()

    /// The Core Graphics representation of the path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// The line width of the path (kept).
    open var lineWidth: CGFloat = 1

    /// Creates an empty path.
    public override init() {
        super.init()
    }

    /// Creates an empty path from an archive; the headless runtime keeps no archived state.
    /// Required, as `NSCoding`'s initializer is on UIKit's path, so a subclass states it.
    ///
    /// - Parameter coder: The archive (unused).
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// Creates and returns a new Bézier path object with a rectangular path.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// Creates and returns a new Bézier path object with an oval path inscribed in the rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// Creates and returns a new Bézier path object with a rounded rectangular path.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// Creates and returns a new Bézier path object with a rectangular path rounded at the
    /// specified corners (its bounds are the rectangle's, whichever corners are rounded).
    public convenience init(
        roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize
    ) {
        self.init()
        if corners.isEmpty {
            path.addRect(rect)
        } else {
            path.addRoundedRect(in: rect, cornerWidth: cornerRadii.width, cornerHeight: cornerRadii.height)
        }
    }

    /// Creates and returns a new Bézier path object with an arc of a circle.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Creates and returns a new Bézier path object with the contents of a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        self.cgPath = cgPath
    }

    /// Moves the path's current point to the specified location.
    open func move(to point: CGPoint) { path.move(to: point) }

    /// Appends a straight line to the path.
    open func addLine(to point: CGPoint) { path.addLine(to: point) }

    /// Appends a quadratic Bézier curve to the path.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Appends a cubic Bézier curve to the path.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Appends an arc of a circle to the path.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        path.addArc(
            center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// Closes the most recently added subpath.
    open func close() { path.closeSubpath() }

    /// Appends the contents of the specified path object to the path.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.cgPath) }

    /// Removes all points from the path.
    open func removeAllPoints() { path = CGMutablePath() }

    /// A Boolean value that indicates whether the path has any valid elements.
    open var isEmpty: Bool { path.isEmpty }

    /// The bounding rectangle of the path.
    open var bounds: CGRect { path.boundingBox }

    /// The point at which the next line or curve segment begins.
    open var currentPoint: CGPoint { path.currentPoint }

    // Drawing into the current context (`UIGraphicsGetCurrentContext()`), as a view's `draw(_:)`
    // or a renderer's block does; without a current context nothing happens, as in UIKit.

    /// How the path's lines end when stroked.
    open var lineCapStyle: CGLineCap = .butt

    /// How the path's lines join when stroked.
    open var lineJoinStyle: CGLineJoin = .miter

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`), in its
    /// blend mode and alpha.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    /// Fills the path, composited by `blendMode` at `alpha`.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity, 0 to 1.
    open func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.withBlendMode(blendMode, alpha: alpha) { fill() }
    }

    /// Strokes the path with the current context's stroke colour (`UIColor.setStroke()`) and
    /// the path's line width, cap, join and miter limit.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Strokes the path, composited by `blendMode` at `alpha`.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity, 0 to 1.
    open func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        UIGraphicsGetCurrentContext()?.withBlendMode(blendMode, alpha: alpha) { stroke() }
    }

    /// Narrows the current context's clip to the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
