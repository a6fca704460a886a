// ViewLifecycle · HeadlessUIKit

import Foundation

/// A layer that fills its bounds with a gradient; headlessly it keeps its colors and geometry.
open class CAGradientLayer: CALayer {
    /// The colors of the gradient, as `CGColor`s.
    open var colors: [Any]?
    /// Where each color stops, from 0 to 1; `nil` spreads them evenly.
    open var locations: [NSNumber]?
    /// Where the gradient starts, in the unit square of the bounds.
    open var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the gradient ends, in the unit square of the bounds.
    open var endPoint = CGPoint(x: 0.5, y: 1)
    /// How the colors spread.
    open var type: CAGradientLayerType = .axial
}
