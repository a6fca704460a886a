// ViewLifecycle · HeadlessUIKit

import Foundation

extension CALayer {
    /// A new layer of `layerClass`, as a view makes its layer.
    ///
    /// UIKit calls `init()` through the Objective-C runtime; Swift makes an object from a class
    /// value only through a `required` initializer, and `init()` is not one (subclasses override it
    /// and add initializers of their own, as on a device). So Core Animation's own classes are made
    /// by name, and an app's layer class through `init?(coder:)`, which `NSSecureCoding` makes
    /// required: its override must call `super.init(coder:)` rather than stop the process.
    static func make(_ layerClass: AnyClass) -> CALayer {
        switch layerClass {
        case is CAGradientLayer.Type where layerClass == CAGradientLayer.self: return CAGradientLayer()
        case is CAShapeLayer.Type where layerClass == CAShapeLayer.self: return CAShapeLayer()
        case let custom as CALayer.Type where layerClass != CALayer.self:
            return custom.init(coder: NSCoder()) ?? CALayer()
        default: return CALayer()
        }
    }
}
