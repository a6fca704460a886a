// ViewLifecycle · HeadlessUIKit

/// A recognizer of taps: a discrete gesture, recognized (`.ended`) when the finger lifts.
///
/// The driver's `Headless.tap(_:)` plays one one-finger tap, so a recognizer that needs more
/// taps or fingers fails it.
@MainActor @preconcurrency
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How many taps the gesture needs; 1 by default.
    open var numberOfTapsRequired = 1
    /// How many fingers each tap needs; 1 by default.
    open var numberOfTouchesRequired = 1
}
