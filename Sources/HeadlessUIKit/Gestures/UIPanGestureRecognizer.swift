// ViewLifecycle · HeadlessUIKit

/// A recognizer of drags: a continuous gesture that begins when the finger moves and reports the
/// distance travelled (`translation(in:)`) and the speed (`velocity(in:)`).
///
/// Transforms are ignored, so the translation and velocity are the same in every view.
@MainActor @preconcurrency
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// The translation since the gesture began (or since `setTranslation(_:in:)`).
    var storedTranslation = CGPoint.zero
    /// The latest velocity, in points per second.
    var storedVelocity = CGPoint.zero

    /// The fewest fingers the drag needs; 1 by default.
    open var minimumNumberOfTouches = 1
    /// The most fingers the drag allows; `Int.max` by default.
    open var maximumNumberOfTouches = Int.max

    /// How far the finger has moved since the gesture began.
    ///
    /// - Parameter view: The view whose coordinates to use (the same here: no transforms).
    /// - Returns: The translation.
    open func translation(in view: UIView?) -> CGPoint { storedTranslation }

    /// Resets the translation, as a handler does to read increments instead of totals.
    ///
    /// - Parameters:
    ///   - translation: The new translation.
    ///   - view: The view whose coordinates it is in.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        storedTranslation = translation
    }

    /// How fast the finger moves, in points per second.
    ///
    /// - Parameter view: The view whose coordinates to use (the same here: no transforms).
    /// - Returns: The velocity.
    open func velocity(in view: UIView?) -> CGPoint { storedVelocity }
}
