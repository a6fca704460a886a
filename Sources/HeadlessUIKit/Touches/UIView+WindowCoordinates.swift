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

    /// `point`, given in this view's coordinates, in the screen's: the window's plus the
    /// window's origin.
    func convertToScreen(_ point: CGPoint) -> CGPoint {
        let inWindow = convertToWindow(point)
        let origin = rootWindowOrigin
        return CGPoint(x: inWindow.x + origin.x, y: inWindow.y + origin.y)
    }

    /// `point`, given in the screen's coordinates, in this view's.
    func convertFromScreen(_ point: CGPoint) -> CGPoint {
        let origin = rootWindowOrigin
        return convertFromWindow(CGPoint(x: point.x - origin.x, y: point.y - origin.y))
    }

    /// The origin of the window this view is in (or is), on the screen; zero outside a window.
    private var rootWindowOrigin: CGPoint {
        var current: UIView? = self
        while let view = current {
            if view is UIWindow { return view.frame.origin }
            current = view.superview
        }
        return .zero
    }

    /// `point`, given in the window's coordinates, in this view's.
    func convertFromWindow(_ point: CGPoint) -> CGPoint {
        let offset = offsetInWindow
        return CGPoint(x: point.x - offset.x, y: point.y - offset.y)
    }
}
