// ViewLifecycle · HeadlessSwiftUITests

// The few driver calls the behaviour tests make. Headlessly they drive the virtual run loop; on
// Apple platforms they map to the real run loop (background/foreground cannot be simulated
// there, so those tests only type-check on iOS).
#if canImport(UIKit)
    import UIKit

    @MainActor enum Driver {
        static func reset() {}
        static func runUntilIdle() { RunLoop.main.run(until: Date(timeIntervalSinceNow: 1)) }
        static func advance(by seconds: TimeInterval) {
            RunLoop.main.run(until: Date(timeIntervalSinceNow: seconds))
        }
        static func enterBackground() {}
        static func enterForeground() {}
        static var consoleMessages: [String] { [] }
        static func dump(_ controller: UIViewController) -> String { "" }
        static func tapNavigationLink(_ label: String) {}
        static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? { nil }
        static func tapTab(_ label: String) {}
        static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? { nil }
    }

    /// No gesture can be driven from a test on a device.
    @MainActor final class Swipe {
        func finish() {}
        func cancel() {}
    }
#else
    import HeadlessSwiftUI

    @MainActor enum Driver {
        static func reset() { Headless.reset() }
        static func runUntilIdle() { Headless.runUntilIdle() }
        static func advance(by seconds: TimeInterval) { Headless.advance(by: seconds) }
        static func enterBackground() { Headless.enterBackground() }
        static func enterForeground() { Headless.enterForeground() }
        static var consoleMessages: [String] { Headless.consoleMessages }
        static func dump(_ controller: UIViewController) -> String { Headless.dump(controller) }
        static func tapNavigationLink(_ label: String) { Headless.tapNavigationLink(label) }
        static func beginInteractivePop(_ navigation: UINavigationController) -> Swipe? {
            Headless.beginInteractivePop(navigation)
        }
        static func tapTab(_ label: String) { Headless.tapTab(label) }
        static func beginInteractiveDismissal(_ presented: UIViewController) -> Swipe? {
            Headless.beginInteractiveDismissal(presented)
        }
    }

    typealias Swipe = InteractiveTransition
#endif
