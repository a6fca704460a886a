// ViewLifecycle · HeadlessUIKit

/// A colour as the current context's paint (`UIGraphicsGetCurrentContext()`); without a current
/// context nothing happens, as in UIKit.
extension UIColor {
    /// Makes the colour the current context's fill and stroke colour.
    public func set() {
        setFill()
        setStroke()
    }

    /// Makes the colour the current context's fill colour.
    public func setFill() {
        UIGraphicsGetCurrentContext()?.setFillColor(cgColor)
    }

    /// Makes the colour the current context's stroke colour.
    public func setStroke() {
        UIGraphicsGetCurrentContext()?.setStrokeColor(cgColor)
    }
}
