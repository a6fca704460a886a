// ViewLifecycle · CoreGraphics

import Foundation

/// What `saveGState()` saves and `restoreGState()` brings back: the colours, the line's style,
/// the transform, the clip and the shadow (not the path or the text matrix, as in Core
/// Graphics).
struct CGContextState {
    var fillColor = CGColor(gray: 0, alpha: 1)
    var strokeColor = CGColor(gray: 0, alpha: 1)
    var lineWidth: CGFloat = 1
    var lineCap = CGLineCap.butt
    var lineJoin = CGLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDash: (phase: CGFloat, lengths: [CGFloat]) = (0, [])
    var alpha: CGFloat = 1
    var blendMode = CGBlendMode.normal
    var transform = CGAffineTransform.identity
    /// The clip's bounding box, in the context's base (device) coordinates.
    var clip: CGRect
    var interpolationQuality = CGInterpolationQuality.default
    var shadow: (offset: CGSize, blur: CGFloat, color: CGColor)?
}
