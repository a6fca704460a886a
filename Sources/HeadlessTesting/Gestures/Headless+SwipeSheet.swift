// ViewLifecycle · HeadlessTesting

extension Headless {
    /// Begins the user's swipe down on the sheet on top, as `beginInteractiveDismissal(_:)`
    /// does on its controller: the handle's `finish()` dismisses it and `cancel()` lets it snap
    /// back, when the run loop next runs (`runUntilIdle()`).
    ///
    /// A sheet whose content has `interactiveDismissDisabled()` does not move, and a finished
    /// swipe only attempts the dismissal, as on a device.
    ///
    /// - Returns: The gesture's handle.
    /// - Throws: `Headless.DriverError` when no sheet is on top.
    public static func beginSwipingSheetDown() throws -> Headless.InteractiveTransition {
        beginInteractiveDismissal(try topSheet())
    }

    /// Swipes the sheet on top down, as the user does, and runs until idle: finished, the sheet
    /// is dismissed (its binding set, its `onDismiss` run, its content's `onDisappear` and
    /// lifecycle events); cancelled, it snaps back and stays.
    ///
    /// - Parameter finishing: Whether the finger lets go past the threshold (`true`) or before
    ///   it (`false`).
    /// - Throws: `Headless.DriverError` when no sheet is on top.
    public static func swipeSheetDown(finishing: Bool = true) throws {
        let swipe = try beginSwipingSheetDown()
        runUntilIdle()
        if finishing { swipe.finish() } else { swipe.cancel() }
        runUntilIdle()
    }

    /// The controller presented on top of the key window, when it is a sheet the user can swipe.
    static func sheetOnTop() -> UIViewController? {
        guard let root = ScreenDriver.window?.rootViewController else { return nil }
        var top = root
        while let presented = top.presentedViewController, presented !== top { top = presented }
        guard top !== root, top.modalPresentationStyle.allowsInteractiveDismissal else { return nil }
        return top
    }

    /// ``sheetOnTop()``, or an error saying what is on screen instead.
    private static func topSheet() throws -> UIViewController {
        guard ScreenDriver.window?.rootViewController != nil else {
            throw DriverError("No window on screen.")
        }
        guard let sheet = sheetOnTop() else {
            throw DriverError(
                "No sheet on top to swipe down. On screen: \(DriverError.listed(try ScreenDriver.topLayer()))."
            )
        }
        return sheet
    }
}
