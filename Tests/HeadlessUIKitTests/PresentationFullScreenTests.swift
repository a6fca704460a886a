// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/05-uikit-present-modally-unwind-home-rotate-yagamo.md (5, 6) and
// traces/02-uikit-storyboard-segue-then-present-remkoh.md (2): full-screen present and dismiss,
// the appearing side's viewDidAppear before the disappearing side's viewDidDisappear, both ways.
// traces/06 C: the presenter gets its disappear/appear pairs for .fullScreen.
// Completion timing: apple-api.md present (after the presented viewDidAppear) and dismiss
// (after the presented viewDidDisappear). viewIsAppearing: traces/18 R2.
@Suite(.serialized, .headlessWorld) @MainActor struct PresentationFullScreenTests {
    @Test("presenting full screen makes the presenter disappear after the presented one appears")
    func presentFullScreen() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .fullScreen

        a.present(b, animated: true) { Log.shared.append("present completion") }
        #expect(
            log.takeAnimated() == [
                "B loadView()", "B viewDidLoad()",
                "A viewWillDisappear(true)", "B viewWillAppear(true)", "B viewIsAppearing(true)",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentingViewController === a)

        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "B viewDidAppear(true)", "A viewDidDisappear(true)", "present completion",
            ])
        #expect(b.motion["viewWillAppear(_:)"] == [.beingPresented])
        #expect(b.motion["viewDidAppear(_:)"] == [.beingPresented])
        #expect(a.motion["viewWillDisappear(_:)"] == [])
        #expect(!b.isBeingPresented)
    }

    @Test("dismissing full screen makes the presenter appear before the presented one disappears")
    func dismissFullScreen() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        do {
            let b = LoggingViewController("B")
            b.modalPresentationStyle = .fullScreen
            a.present(b, animated: true)
            Headless.runUntilIdle()
            _ = log.take()

            b.dismiss(animated: true) { Log.shared.append("dismiss completion") }
            #expect(
                log.takeAnimated() == [
                    "B viewWillDisappear(true)", "A viewWillAppear(true)", "A viewIsAppearing(true)",
                ])
            #expect(b.motion["viewWillDisappear(_:)"] == [.beingDismissed])
        }
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "A viewDidAppear(true)", "B viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(log.takeDeinits() == ["B"])
        #expect(a.presentedViewController == nil)
        #expect(a.motion["viewWillAppear(_:)"] == [])
    }

    @Test("presenting without animation still splits will and did around the run loop")
    func presentUnanimated() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "B loadView()", "B viewDidLoad()",
                "A viewWillDisappear(false)", "B viewWillAppear(false)", "B viewIsAppearing(false)",
                "B viewDidAppear(false)", "A viewDidDisappear(false)",
            ])
    }

    @Test("the presented controller's layout falls after its viewIsAppearing, before viewDidAppear")
    func presentLayout() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: true)
        Headless.runUntilIdle()
        let lines = log.takeWithLayout().filter { !$0.hasPrefix("A ") }
        #expect(
            lines == [
                "B loadView()", "B viewDidLoad()", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()", "B viewDidAppear(_:)",
            ])
    }
}
