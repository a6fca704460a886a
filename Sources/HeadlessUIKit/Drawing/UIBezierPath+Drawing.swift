// ViewLifecycle · HeadlessUIKit

/// Drawing a path into the current context (`UIGraphicsGetCurrentContext()`), as a view's
/// `draw(_:)` or a renderer's block does; without a current context nothing happens, as in UIKit.
extension UIBezierPath {
    /// How the path's lines end when stroked: kept per path, `.butt` until set.
    public var lineCapStyle: CGLineCap {
        get { GeneratedStorage.value(of: self, "UIBezierPath.lineCapStyle", default: .butt) }
        set { GeneratedStorage.set(newValue, of: self, "UIBezierPath.lineCapStyle") }
    }

    /// How the path's lines join when stroked: kept per path, `.miter` until set.
    public var lineJoinStyle: CGLineJoin {
        get { GeneratedStorage.value(of: self, "UIBezierPath.lineJoinStyle", default: .miter) }
        set { GeneratedStorage.set(newValue, of: self, "UIBezierPath.lineJoinStyle") }
    }

    /// Fills the path with the current context's fill colour (`UIColor.setFill()`).
    public func fill() {
        fill(with: .normal, alpha: 1)
    }

    /// Fills the path, composited by `blendMode` at `alpha`.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity, 0 to 1.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.addPath(cgPath)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path with the current context's stroke colour (`UIColor.setStroke()`) and
    /// the path's line width, cap and join.
    public func stroke() {
        stroke(with: .normal, alpha: 1)
    }

    /// Strokes the path, composited by `blendMode` at `alpha`.
    ///
    /// - Parameters:
    ///   - blendMode: The blend mode.
    ///   - alpha: The opacity, 0 to 1.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.addPath(cgPath)
        context.strokePath()
        context.restoreGState()
    }

    /// Narrows the current context's clip to the path.
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(cgPath)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
}
