// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps the centre of `view` with one finger, as a user does: its gesture recognizers and
    /// the ones on its superviews see the touch, and the view's responder chain hears
    /// `touchesBegan` then `touchesEnded`, or `touchesCancelled` when a recognizer that cancels
    /// touches recognizes (the full order is on `GesturePlayer`, after UIGestureRecognizer.h).
    ///
    /// - Parameter view: A visible view in a window that takes touches.
    /// - Returns: The recognizers that recognized, in order.
    /// - Throws: `Headless.ControlError` when the view is not in a window, or it or a superview is
    ///   hidden or does not take touches.
    @discardableResult
    public static func tap(_ view: UIView) throws -> [UIGestureRecognizer] {
        try play(.tap, on: view, as: "tap(_:)")
    }

    /// Presses the centre of `view` and holds it for `duration` seconds of virtual time (the
    /// clock advances), then lifts: long-press recognizers whose `minimumPressDuration` has
    /// passed begin, then end on the lift.
    ///
    /// - Parameters:
    ///   - view: A visible view in a window that takes touches.
    ///   - duration: How long the finger stays down; 1 second by default.
    /// - Returns: The recognizers that recognized, in order.
    /// - Throws: `Headless.ControlError`, as `tap(_:)` does.
    @discardableResult
    public static func longPress(_ view: UIView, duration: TimeInterval = 1) throws -> [UIGestureRecognizer] {
        try play(.longPress(duration: duration), on: view, as: "longPress(_:duration:)")
    }

    /// Drags from the centre of `view` by `translation` in two even moves one frame (1/60 s of
    /// virtual time) apart, then lifts: a pan recognizer begins at the first move and changes
    /// at the second (its velocity is the last move per frame), then ends; a swipe recognizer
    /// whose direction the move follows recognizes on the lift.
    ///
    /// - Parameters:
    ///   - view: A visible view in a window that takes touches.
    ///   - translation: How far the finger moves.
    /// - Returns: The recognizers that recognized, in order.
    /// - Throws: `Headless.ControlError`, as `tap(_:)` does.
    @discardableResult
    public static func pan(_ view: UIView, by translation: CGPoint) throws -> [UIGestureRecognizer] {
        try play(.pan(translation: translation), on: view, as: "pan(_:by:)")
    }

    /// Swipes across `view` 100 points in `direction`: `pan(_:by:)` with that translation.
    ///
    /// - Parameters:
    ///   - view: A visible view in a window that takes touches.
    ///   - direction: One direction.
    /// - Returns: The recognizers that recognized, in order.
    /// - Throws: `Headless.ControlError`, as `tap(_:)` does, or when `direction` is not one
    ///   direction.
    @discardableResult
    public static func swipe(
        _ view: UIView, _ direction: UISwipeGestureRecognizer.Direction
    ) throws -> [UIGestureRecognizer] {
        let translations: [(UISwipeGestureRecognizer.Direction, CGPoint)] = [
            (.right, CGPoint(x: 100, y: 0)), (.left, CGPoint(x: -100, y: 0)),
            (.up, CGPoint(x: 0, y: -100)), (.down, CGPoint(x: 0, y: 100)),
        ]
        guard let translation = translations.first(where: { $0.0 == direction })?.1 else {
            throw ControlError(
                "Headless.swipe(_:_:): direction \(direction.rawValue) is not one direction; "
                    + "pass .right, .left, .up or .down")
        }
        return try play(.pan(translation: translation), on: view, as: "swipe(_:_:)")
    }

    /// Attaches `action` to `recognizer`: the gesture driver calls it at each state change where
    /// UIKit sends the recognizer's target-action pairs, which cannot be sent without the
    /// Objective-C runtime (`UIGestureRecognizer`'s discussion says more).
    ///
    /// - Parameters:
    ///   - recognizer: The recognizer.
    ///   - action: What its action method does, given the recognizer.
    public static func addAction(
        to recognizer: UIGestureRecognizer, _ action: @escaping @MainActor (UIGestureRecognizer) -> Void
    ) {
        recognizer.headlessActions.append(UIGestureRecognizer.HeadlessAction(run: action))
    }

    /// Checks that `view` can be touched and plays `gesture` on it.
    private static func play(
        _ gesture: GesturePlayer.Gesture, on view: UIView, as name: String
    ) throws -> [UIGestureRecognizer] {
        guard view.window != nil else {
            throw ControlError(
                "Headless.\(name): \(named(view)) is not in a window; add it to the view of a controller on screen"
            )
        }
        var current: UIView? = view
        while let level = current {
            guard !level.isHidden, level.isUserInteractionEnabled else {
                let why = level.isHidden ? "is hidden" : "has isUserInteractionEnabled false"
                let subject = level === view ? "it" : named(view)
                throw ControlError("Headless.\(name): \(named(level)) \(why), so \(subject) takes no touches")
            }
            current = level.superview
        }
        return HeadlessJobs.followingVirtualTime {
            var player = GesturePlayer(on: view)
            return player.play(gesture)
        }
    }

    /// A view as an error names it: its class and, if set, its accessibility identifier.
    private static func named(_ view: UIView) -> String {
        let identifier = view.accessibilityIdentifier.map { " \"\($0)\"" } ?? ""
        return "the \(type(of: view))\(identifier)"
    }
}
