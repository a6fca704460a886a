// ViewLifecycle · HeadlessUIKit

/// A recognizer of swipes: a discrete gesture, recognized when the finger moves in one of its
/// directions.
@MainActor @preconcurrency
open class UISwipeGestureRecognizer: UIGestureRecognizer {
    /// How many fingers the swipe needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// The directions it recognizes; `.right` by default.
    open var direction: UISwipeGestureRecognizer.Direction = .right
}
