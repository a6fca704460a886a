// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension Headless {
    /// Shows `view` as an app's whole screen: in a hosting controller at the root of a key,
    /// visible window the size of the screen, run until idle, so it has appeared and its
    /// `onAppear` and first `task` steps have run.
    ///
    /// ```swift
    /// let host = Headless.host(GreetingView())
    /// #expect(Headless.screen() == "Text \"Hello\"\n")
    /// ```
    ///
    /// - Parameters:
    ///   - view: The view to show.
    ///   - screenSize: The device screen to show it on (`.iPhone`, `.iPad`, `.iPadLandscape`…);
    ///     `nil` keeps the world's (`Headless.screenSize`, an iPhone in portrait after a reset).
    ///     A size given here resizes the world's screen as `setScreenSize(_:)` does.
    /// - Returns: The hosting controller, whose `view.window` is the window.
    @discardableResult
    public static func host<Content: View>(
        _ view: Content, screenSize: ScreenSize? = nil
    ) -> UIHostingController<Content> {
        if let screenSize { setScreenSize(screenSize) }
        let controller = UIHostingController(rootView: view)
        let window = UIWindow(frame: CGRect(origin: .zero, size: self.screenSize.size))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        runUntilIdle()
        return controller
    }
}
