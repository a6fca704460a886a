// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: issue 3 item 3 and DESIGN.md "Time is virtual": the will half of an animated transition
// happens at the call, the did half when virtual time passes the animation's end. UIKit's push
// and modal animations last about 0.3-0.5 s, so 0.01 s is inside any of them and 5 s past all.
// Orders: traces/03 (push) and traces/05 (full-screen present).
@Suite(.serialized, .headlessWorld) @MainActor struct VirtualTimeTests {
    @Test("an animated push leaves its did half pending until time passes its end")
    func pushWaitsForTime() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)

        nav.pushViewController(LoggingViewController("B"), animated: true)
        #expect(
            log.take().filter { !$0.hasSuffix("toParent:)") } == [
                "B loadView()", "B viewDidLoad()",
                "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
            ])

        Headless.advance(by: 0.01)
        #expect(log.take().filter { $0.hasSuffix("Appear(_:)") || $0.hasSuffix("Disappear(_:)") } == [])

        Headless.advance(by: 5)
        #expect(
            log.take().filter { !$0.hasSuffix("toParent:)") } == [
                "A viewDidDisappear(_:)", "B viewDidAppear(_:)",
            ])
    }

    @Test("a present's completion waits for the presented viewDidAppear, in virtual time")
    func presentCompletionWaitsForTime() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .fullScreen
        var completed = false

        a.present(b, animated: true) { completed = true }
        _ = log.take()
        Headless.advance(by: 0.01)
        #expect(!completed)
        #expect(log.take() == [])

        Headless.advance(by: 5)
        #expect(completed)
        #expect(log.take() == ["B viewDidAppear(_:)", "A viewDidDisappear(_:)"])
    }

    @Test("a dismiss's did half and completion wait for time to pass")
    func dismissWaitsForTime() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        Headless.runUntilIdle()
        _ = log.take()
        var completed = false

        b.dismiss(animated: true) { completed = true }
        #expect(log.take() == ["B viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewIsAppearing(_:)"])
        Headless.advance(by: 0.01)
        #expect(!completed)
        #expect(log.take() == [])

        Headless.runUntilIdle()
        #expect(completed)
        #expect(log.take() == ["A viewDidAppear(_:)", "B viewDidDisappear(_:)"])
    }
}
