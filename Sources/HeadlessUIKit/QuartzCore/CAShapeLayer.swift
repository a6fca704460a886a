// ViewLifecycle · HeadlessUIKit

import Foundation

/// A layer that draws a path; headlessly it keeps the path and how it would be filled and stroked.
open class CAShapeLayer: CALayer {
    /// The shape to draw.
    open var path: CGPath?
    /// The fill color; opaque black unless set.
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1)
    /// Which parts of the path are filled.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke color; no stroke unless set.
    open var strokeColor: CGColor?
    /// Where the stroke starts along the path, from 0 to 1.
    open var strokeStart: CGFloat = 0
    /// Where the stroke ends along the path, from 0 to 1.
    open var strokeEnd: CGFloat = 1
    /// The width of the stroke.
    open var lineWidth: CGFloat = 1
    /// The limit beyond which mitered joins are beveled.
    open var miterLimit: CGFloat = 10
    /// How open strokes end.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How the stroke's segments join.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// How far into the dash pattern the stroke starts.
    open var lineDashPhase: CGFloat = 0
    /// The lengths of the painted and unpainted dash segments, alternating.
    open var lineDashPattern: [NSNumber]?
}
