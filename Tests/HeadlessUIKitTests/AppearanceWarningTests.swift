// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/17-uikit-manual-appearance-forwarding-rules-jianshu.md (the console warning UIKit
// prints when an app calls an appearance method directly) and traces/18 R3 ("Do not invoke
// viewWillAppear(_:) ... directly"). A direct call is an ordinary method call: the override runs,
// but UIKit's appearance state does not change, so the real transition later is complete.
@Suite(.serialized, .headlessWorld) @MainActor struct AppearanceWarningTests {
    static let warningTail =
        "directly on a view controller is not supported, and may result in out-of-order callbacks and "
        + "other inconsistent behavior. Use the -beginAppearanceTransition:animated: and "
        + "-endAppearanceTransition APIs on UIViewController to manually drive appearance callbacks "
        + "instead. Make a symbolic breakpoint at UIViewControllerAlertForAppearanceCallbackMisuse to "
        + "catch this in the debugger."

    @Test("calling viewWillDisappear directly prints UIKit's misuse warning")
    func directCallWarns() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)

        let console = consoleMessages { a.viewWillDisappear(false) }
        #expect(console == ["[ViewController] Calling -viewWillDisappear: " + Self.warningTail])
        #expect(log.take() == ["A viewWillDisappear(_:)"])
    }

    @Test(
        "each appearance method called directly prints the warning naming it",
        arguments: ["viewWillAppear:", "viewDidAppear:", "viewWillDisappear:", "viewDidDisappear:"])
    func everyDirectCallWarns(selector: String) {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let console = consoleMessages {
            switch selector {
            case "viewWillAppear:": a.viewWillAppear(false)
            case "viewDidAppear:": a.viewDidAppear(false)
            case "viewWillDisappear:": a.viewWillDisappear(false)
            default: a.viewDidDisappear(false)
            }
        }
        #expect(console == ["[ViewController] Calling -\(selector) " + Self.warningTail])
    }

    @Test("a runtime-driven transition prints no warning")
    func runtimeCallsDoNotWarn() {
        let log = Log.start()
        let console = consoleMessages {
            let nav = UINavigationController(rootViewController: LoggingViewController("A"))
            _ = showOnScreen(nav, log: log)
            nav.pushViewController(LoggingViewController("B"), animated: true)
            Headless.runUntilIdle()
            nav.popViewController(animated: true)
            Headless.runUntilIdle()
        }
        #expect(console == [])
    }

    @Test("a direct call does not change appearance: the real disappearance is still complete")
    func directCallLeavesStateAlone() {
        let log = Log.start()
        let a = LoggingViewController("A")
        let window = showOnScreen(a, log: log)
        a.viewWillDisappear(false)
        _ = log.take()

        window.rootViewController = UIViewController()
        Headless.runUntilIdle()
        #expect(log.take() == ["A viewWillDisappear(_:)", "A viewDidDisappear(_:)"])
    }

    @Test("begin/endAppearanceTransition on a manually forwarded child prints no warning")
    func beginEndDoesNotWarn() {
        let log = Log.start()
        let m = ManualContainerViewController("M")
        let c = LoggingViewController("C")
        m.addChild(c)
        m.view.addSubview(c.view)
        c.didMove(toParent: m)
        _ = showOnScreen(m, log: log)
        let console = consoleMessages {
            c.beginAppearanceTransition(true, animated: false)
            c.endAppearanceTransition()
            Headless.runUntilIdle()
        }
        #expect(console == [])
        #expect(log.take().contains("C viewDidAppear(_:)"))
    }

    // Not in a trace: UIKit's console message for a begin/end mismatch, familiar from device logs
    // ("Unbalanced calls to begin/end appearance transitions for <X: 0x...>."). What the second
    // begin does to the child's callbacks is not documented, so only the message is asserted.
    @Test("a second beginAppearanceTransition before its end prints the unbalanced-calls warning")
    func unbalancedBeginWarns() {
        let log = Log.start()
        let m = ManualContainerViewController("M")
        let c = LoggingViewController("C")
        m.addChild(c)
        m.view.addSubview(c.view)
        c.didMove(toParent: m)
        _ = showOnScreen(m, log: log)
        let console = consoleMessages {
            c.beginAppearanceTransition(true, animated: false)
            c.beginAppearanceTransition(true, animated: false)
        }
        #expect(console == ["Unbalanced calls to begin/end appearance transitions for \(c)."])
    }
}
