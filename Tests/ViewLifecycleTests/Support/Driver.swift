// ViewLifecycle · ViewLifecycleTests

// The few driver calls the behaviour tests make. Headlessly they drive the virtual run loop; on
// Apple platforms they map to the real run loop, and gestures, taps and app state, which a unit
// test cannot drive there, do nothing: the tests that need them are enabled only where
// `Driver.drivesUserActions` (headlessly), so on a simulator they would be skipped, not failed
// (`Internal/` and `Property/` are headless-only: this target builds on Linux only).
#if canImport(UIKit)
    @MainActor enum Driver {
        /// Whether taps, gestures and app-state changes can be driven: not from a unit test here.
        nonisolated static let drivesUserActions = false
        static func reset() {}
        static func runUntilIdle() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
        static func enterBackground() {}
        static func enterForeground() {}
        static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? { nil }
        static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? { nil }
        @discardableResult static func tapNavigationLink(_ label: String) -> Bool { false }
        @discardableResult static func tapTab(_ label: String) -> Bool { false }
    }

    /// No gesture can be driven from a test on a device.
    @MainActor final class Swipe {
        func finish() {}
        func cancel() {}
    }
#else
    @MainActor enum Driver {
        /// Whether taps, gestures and app-state changes can be driven: always, headlessly.
        nonisolated static let drivesUserActions = true
        static func reset() { Headless.reset() }
        static func runUntilIdle() { Headless.runUntilIdle() }
        static func enterBackground() { Headless.enterBackground() }
        static func enterForeground() { Headless.enterForeground() }
        static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? {
            Headless.beginInteractivePop(navigation)
        }
        static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? {
            Headless.beginInteractiveDismissal(presented)
        }
        @discardableResult static func tapNavigationLink(_ label: String) -> Bool {
            Headless.tapNavigationLink(label)
        }
        @discardableResult static func tapTab(_ label: String) -> Bool { Headless.tapTab(label) }
    }

    typealias Swipe = InteractiveTransition
#endif
