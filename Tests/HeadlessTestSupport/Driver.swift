// ViewLifecycle · HeadlessTestSupport

// The driver calls the runtime's tests make, one list for every target. Headlessly they drive the
// virtual run loop; on Apple platforms they map to the real run loop, and gestures, taps, app
// state and the runtime's console, which a unit test cannot drive or read there, do nothing: the
// tests that need them are enabled only where `Driver.drivesUserActions` (headlessly), so on a
// simulator they would be skipped, not failed. (UIKit's own tap on a tab bar is the exception: a
// test can send it through the tab bar's delegate.)
#if canImport(UIKit)
    /// The steps a test takes that a user or the system would take on a device.
    @MainActor public enum Driver {
        /// Whether taps, gestures and app-state changes can be driven: not from a unit test here.
        public nonisolated static let drivesUserActions = false
        /// Whether tasks end within the driver's runs: on a device the driver runs the real run loop,
        /// whose clock tasks follow.
        public nonisolated static let tasksFollowVirtualTime = true
        /// Nothing to reset: the tests run in the app's one real world.
        public static func reset() {}
        /// Runs the real run loop for a second, long enough for a transition to end.
        public static func runUntilIdle() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
        /// Runs the real run loop for `seconds`.
        ///
        /// - Parameter seconds: How long to run it.
        public static func advance(by seconds: TimeInterval) {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        }
        /// Does nothing: a unit test cannot send the app to the background.
        public static func enterBackground() {}
        /// Does nothing: a unit test cannot bring the app back.
        public static func enterForeground() {}
        /// None: UIKit's warnings go to the device's console, out of a test's reach.
        public static var consoleMessages: [String] { [] }
        /// Empty: only the headless runtime can describe its view graph.
        ///
        /// - Parameter controller: The hosting controller (unused).
        /// - Returns: `""`.
        public static func dump(_ controller: UIViewController) -> String { "" }
        /// Does nothing: a unit test cannot tap a link.
        ///
        /// - Parameter label: The link's label (unused).
        /// - Returns: `false`.
        @discardableResult public static func tapNavigationLink(_ label: String) -> Bool { false }
        /// Does nothing: a unit test cannot tap a SwiftUI tab.
        ///
        /// - Parameter label: The tab's label (unused).
        /// - Returns: `false`.
        @discardableResult public static func tapTab(_ label: String) -> Bool { false }
        /// Selects a tab as UIKit does for a tap: through the tab bar's delegate method.
        ///
        /// - Parameters:
        ///   - index: The tab's index.
        ///   - tabs: The tab bar controller.
        public static func tapTab(at index: Int, of tabs: UITabBarController) {
            guard let item = tabs.tabBar.items?[index] else { return }
            (tabs as UITabBarDelegate).tabBar?(tabs.tabBar, didSelect: item)
        }
        /// None: a unit test cannot swipe.
        ///
        /// - Parameter navigation: The navigation controller (unused).
        /// - Returns: `nil`.
        public static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? { nil }
        /// None: a unit test cannot swipe a sheet down.
        ///
        /// - Parameter presented: The presented controller (unused).
        /// - Returns: `nil`.
        public static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? { nil }
        /// Does nothing: a unit test cannot tap a SwiftUI control.
        public static func tap(_ label: String) throws {}
        /// Does nothing: a unit test cannot type into a SwiftUI field.
        public static func type(_ text: String, into label: String, submit: Bool = false) throws {}
        /// Does nothing: a unit test cannot choose a SwiftUI picker's option.
        public static func select(_ option: String, in label: String) throws {}
        /// Does nothing: a unit test cannot type into a search field.
        public static func search(_ query: String) throws {}
        /// Nothing: a unit test cannot resize the device's screen.
        public static func useRegularWidth() {}
        /// Nothing: a unit test cannot tap.
        public static func goBack() throws {}
    }
#else
    import HeadlessTesting

    /// The steps a test takes that a user or the system would take on a device.
    @MainActor public enum Driver {
        /// Whether taps, gestures and app-state changes can be driven: always, headlessly.
        public nonisolated static let drivesUserActions = true
        /// Whether the runtime's tasks run on its run loop and sleep on its virtual clock: with
        /// Swift 6.3's concurrency runtime only (``Headless/tasksFollowVirtualTime``).
        public nonisolated static var tasksFollowVirtualTime: Bool { Headless.tasksFollowVirtualTime }
        /// Starts a fresh headless world.
        ///
        /// A reset cancels the last test's tasks, whose last steps stay queued so they can end;
        /// they run here, in a world of their own, so none of them writes into the next test's
        /// log or trace, whichever test comes next.
        public static func reset() {
            Headless.reset()
            Headless.runUntilIdle()
            Headless.reset()
        }
        /// Runs the virtual run loop until nothing is left to do.
        public static func runUntilIdle() { Headless.runUntilIdle() }
        /// Moves virtual time on by `seconds`, running what falls due.
        ///
        /// - Parameter seconds: How far to move it.
        public static func advance(by seconds: TimeInterval) { Headless.advance(by: seconds) }
        /// Sends the app to the background.
        public static func enterBackground() { Headless.enterBackground() }
        /// Brings the app back to the foreground.
        public static func enterForeground() { Headless.enterForeground() }
        /// The warnings the runtime wrote to its console, oldest first.
        public static var consoleMessages: [String] { Headless.consoleMessages }
        /// Describes the view graph hosted by `controller`.
        ///
        /// - Parameter controller: The hosting controller.
        /// - Returns: The graph, one node a line.
        public static func dump(_ controller: UIViewController) -> String { Headless.dump(controller) }
        /// Taps the navigation link labelled `label`.
        ///
        /// - Parameter label: The link's label.
        /// - Returns: Whether such a link was found.
        @discardableResult public static func tapNavigationLink(_ label: String) -> Bool {
            Headless.tapNavigationLink(label)
        }
        /// Taps the SwiftUI tab labelled `label`.
        ///
        /// - Parameter label: The tab's label.
        /// - Returns: Whether such a tab was found.
        @discardableResult public static func tapTab(_ label: String) -> Bool { Headless.tapTab(label) }
        /// Taps the tab at `index` of a tab bar controller, as a user would.
        ///
        /// - Parameters:
        ///   - index: The tab's index.
        ///   - tabs: The tab bar controller.
        public static func tapTab(at index: Int, of tabs: UITabBarController) {
            Headless.tapTab(at: index, of: tabs)
        }
        /// Starts an interactive pop, as a swipe from the edge does.
        ///
        /// - Parameter navigation: The navigation controller.
        /// - Returns: The swipe, to finish or cancel.
        public static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? {
            Headless.beginInteractivePop(navigation)
        }
        /// Starts swiping a sheet down.
        ///
        /// - Parameter presented: The presented controller.
        /// - Returns: The swipe, to finish or cancel.
        public static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? {
            Headless.beginInteractiveDismissal(presented)
        }
        /// Taps the element labelled `label` (`Headless.tap`), running until idle.
        public static func tap(_ label: String) throws { try Headless.tap(.label(label)) }
        /// Types `text` into the field labelled `label` (`Headless.type`), running until idle.
        public static func type(_ text: String, into label: String, submit: Bool = false) throws {
            try Headless.type(text, into: .label(label), submit: submit)
        }
        /// Chooses `option` in the picker or menu labelled `label` (`Headless.select`).
        public static func select(_ option: String, in label: String) throws {
            try Headless.select(option, in: .label(label))
        }
        /// Types `query` into the screen's search field (`Headless.search`).
        public static func search(_ query: String) throws { try Headless.search(query) }
        /// Makes the screen an iPad in landscape, regular in width (call before showing anything).
        public static func useRegularWidth() { Headless.setScreenSize(.iPadLandscape) }
        /// Taps the top navigation bar's back button and runs until idle.
        public static func goBack() throws { try Headless.goBack() }
    }
#endif
