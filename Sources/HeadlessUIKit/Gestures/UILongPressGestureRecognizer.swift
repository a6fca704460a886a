// ViewLifecycle · HeadlessUIKit

/// A recognizer of touch-and-hold: a continuous gesture that begins once the finger has been down
/// for `minimumPressDuration` without moving further than `allowableMovement`.
@MainActor @preconcurrency
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How many taps before the press; 0 by default.
    open var numberOfTapsRequired = 0
    /// How many fingers the press needs; 1 by default.
    open var numberOfTouchesRequired = 1
    /// How long, in seconds, the finger must stay down; 0.5 by default.
    open var minimumPressDuration: TimeInterval = 0.5
    /// How far, in points, the finger may move before the gesture fails; 10 by default.
    open var allowableMovement: CGFloat = 10
}
