// ViewLifecycle · HeadlessUIKit

extension UIGestureRecognizer {
    /// Whether one one-finger tap is this recognizer's gesture.
    var acceptsTap: Bool {
        guard let tap = self as? UITapGestureRecognizer else { return false }
        return tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1
    }

    /// Whether a one-finger press held `duration` seconds in place is this recognizer's gesture.
    func acceptsPress(lasting duration: TimeInterval) -> Bool {
        guard let press = self as? UILongPressGestureRecognizer else { return false }
        return press.numberOfTapsRequired == 0 && press.numberOfTouchesRequired == 1
            && duration >= press.minimumPressDuration
    }

    /// Whether a one-finger pan may drive this recognizer.
    var acceptsOneFinger: Bool {
        guard let pan = self as? UIPanGestureRecognizer else { return false }
        return pan.minimumNumberOfTouches <= 1 && pan.maximumNumberOfTouches >= 1
    }

    /// Whether a one-finger move by `translation` is this recognizer's swipe: mostly along one of
    /// its directions and at least `minimumSwipeDistance` long.
    func acceptsSwipe(_ translation: CGPoint) -> Bool {
        guard let swipe = self as? UISwipeGestureRecognizer, swipe.numberOfTouchesRequired == 1 else {
            return false
        }
        let direction: UISwipeGestureRecognizer.Direction =
            abs(translation.x) >= abs(translation.y)
            ? (translation.x >= 0 ? .right : .left) : (translation.y >= 0 ? .down : .up)
        return swipe.direction.contains(direction)
            && max(abs(translation.x), abs(translation.y)) >= UIGestureRecognizer.minimumSwipeDistance
    }

    /// The shortest move a swipe recognizer takes, in points (a guess: UIKit does not document it).
    static let minimumSwipeDistance: CGFloat = 50
}
