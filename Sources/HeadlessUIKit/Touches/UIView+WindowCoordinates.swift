// ViewLifecycle · HeadlessUIKit

extension UIView {
    /// The offset of this view's coordinate space from its window's (or top view's): each level
    /// adds the view's frame origin and removes its bounds origin. Transforms are ignored.
    var offsetInWindow: CGPoint {
        var offset = CGPoint.zero
        var current: UIView? = self
        while let view = current, !(view is UIWindow) {
            offset.x += view.frame.origin.x - view.bounds.origin.x
            offset.y += view.frame.origin.y - view.bounds.origin.y
            current = view.superview
        }
        return offset
    }

    /// `point`, given in this view's coordinates, in the window's.
    func convertToWindow(_ point: CGPoint) -> CGPoint {
        let offset = offsetInWindow
        return CGPoint(x: point.x + offset.x, y: point.y + offset.y)
    }

    /// `point`, given in the window's coordinates, in this view's.
    func convertFromWindow(_ point: CGPoint) -> CGPoint {
        let offset = offsetInWindow
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }
}
