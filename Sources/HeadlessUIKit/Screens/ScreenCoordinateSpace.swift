// ViewLifecycle · HeadlessUIKit

import Foundation

/// The screen's coordinate space, as `UIScreen.coordinateSpace` gives it: a view converts to it
/// through its window, whose frame is given on the screen.
@MainActor
final class ScreenCoordinateSpace: NSObject, UICoordinateSpace {
    /// The one screen space.
    static let shared = ScreenCoordinateSpace()

    /// The screen's bounds.
    var bounds: CGRect { HeadlessWorld.screenBounds }

    func convert(_ point: CGPoint, to coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convertFromScreen(point) ?? point
    }

    func convert(_ point: CGPoint, from coordinateSpace: any UICoordinateSpace) -> CGPoint {
        (coordinateSpace as? UIView)?.convertToScreen(point) ?? point
    }

    func convert(_ rect: CGRect, to coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, to: coordinateSpace), size: rect.size)
    }

    func convert(_ rect: CGRect, from coordinateSpace: any UICoordinateSpace) -> CGRect {
        CGRect(origin: convert(rect.origin, from: coordinateSpace), size: rect.size)
    }
}
