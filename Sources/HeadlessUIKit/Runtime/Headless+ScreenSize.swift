// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// The simulated screen's size (the windows' size): an iPhone in portrait unless set.
    public static var screenSize: ScreenSize {
        HeadlessWorld.shared.screen.size
    }

    /// Resizes the screen, as turning the device or resizing an iPad app's window does.
    ///
    /// With windows on screen, their controllers hear `willTransition(to:with:)` when a size class
    /// changes, then `viewWillTransition(to:with:)`; the new size takes effect, then
    /// `traitCollectionDidChange(_:)` reaches every controller and view, and split views collapse
    /// or expand. The coordinator's completions run when the animation ends: call
    /// `runUntilIdle()` or `advance(by:)`. With no window on screen, the size just changes.
    ///
    /// - Parameter size: The new size, e.g. `.iPadLandscape` or `Headless.screenSize.rotated`.
    public static func setScreenSize(_ size: ScreenSize) {
        HeadlessJobs.followingVirtualTime { HeadlessWorld.shared.resizeScreen(to: size) }
    }

    /// Starts a fresh world, as `reset()` does, whose screen has `screenSize`.
    ///
    /// - Parameter screenSize: The size of the new world's screen.
    public static func reset(screenSize: ScreenSize) {
        reset()
        HeadlessWorld.shared.screen.setSize(screenSize)
    }
}
