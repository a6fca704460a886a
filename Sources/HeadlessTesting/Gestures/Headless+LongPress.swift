// ViewLifecycle · HeadlessTesting

extension Headless {
    /// Presses and holds the element `locator` names, as the user's finger does, until its long
    /// press succeeds, and runs until idle.
    ///
    /// The press is detected as the finger comes down (`onChanged(true)`, `updating`,
    /// `onPressingChanged(true)`); virtual time then passes the gesture's `minimumDuration`, so
    /// tasks and animations due meanwhile run; then the press succeeds (`onEnded`, the
    /// `onLongPressGesture` action, `onPressingChanged(false)`, and `GestureState` resets).
    ///
    /// - Parameter locator: The element's label, role and label, or `.id(_:)`.
    /// - Throws: `Headless.DriverError` when no element, or more than one, matches and takes a
    ///   long press, or when the one that does is disabled.
    public static func longPress(_ locator: Locator) throws {
        let element = try ScreenDriver.element(locator, taking: .longPress)
        guard let press = element.actions.longPress else { return }
        ScreenDriver.play { press.play(.pressBegan) }
        advance(by: press.minimumDuration)
        ScreenDriver.play { press.play(.pressRecognized) }
    }

    /// Presses and holds the element labelled `label`, as `longPress(_:)` does.
    ///
    /// - Parameter label: The element's label.
    /// - Throws: `Headless.DriverError`, as `longPress(_:)` does.
    public static func longPress(_ label: String) throws {
        try longPress(.label(label))
    }
}
