// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: traces/06-uikit-ios13-pagesheet-vs-fullscreen-presenting-callbacks.md (A, B: the presenter
// of a page sheet gets no appear/disappear callbacks, programmatic or swiped) and
// traces/22-documented-sheet-dismissal-delegate-order-wwdc19.md (D2: a cancelled tug on iOS 17 is
// viewWillDisappear, viewWillAppear, viewIsAppearing, viewDidAppear on the presented controller;
// D4: dismiss completion after viewDidDisappear). apple-api.md modalPresentationStyle: the iOS 17.4
// header resolves .automatic to .pageSheet.
@Suite(.serialized, .headlessWorld) @MainActor struct SheetPresentationTests {
    private func presentSheet(
        _ style: UIModalPresentationStyle, log: Log
    ) -> (presenter: LoggingViewController, sheet: LoggingViewController, window: UIWindow) {
        let a = LoggingViewController("A")
        let window = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        Headless.runUntilIdle()
        return (a, b, window)
    }

    @Test(
        "presenting and dismissing a sheet sends the presenter nothing",
        arguments: [UIModalPresentationStyle.pageSheet, .formSheet, .automatic])
    func sheetPresenterGetsNothing(style: UIModalPresentationStyle) {
        let log = Log.start()
        let (a, b, _) = presentSheet(style, log: log)
        #expect(
            log.takeAnimated() == [
                "B loadView()", "B viewDidLoad()",
                "B viewWillAppear(true)", "B viewIsAppearing(true)", "B viewDidAppear(true)",
            ])
        #expect(b.motion["viewWillAppear(_:)"] == [.beingPresented])

        b.dismiss(animated: true) { Log.shared.append("dismiss completion") }
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "B viewWillDisappear(true)", "B viewDidDisappear(true)", "dismiss completion",
            ])
        #expect(a.presentedViewController == nil)
    }

    // Source: traces/06 A: the presenter printed the destination's modalPresentationStyle in
    // prepare(for:), before the presentation, and read pageSheet for the default style.
    @Test("an automatic presentation style reads as a page sheet, as on iOS 17")
    func automaticIsPageSheet() {
        let log = Log.start()
        let fresh = LoggingViewController("C")
        #expect(fresh.modalPresentationStyle == .pageSheet)
        let (_, b, _) = presentSheet(.automatic, log: log)
        #expect(b.modalPresentationStyle == .pageSheet)
    }

    @Test("a cancelled interactive dismissal reverses the sheet and leaves the presenter alone")
    func cancelledSwipeDown() {
        let log = Log.start()
        let (a, b, _) = presentSheet(.pageSheet, log: log)
        _ = log.take()

        let swipe = Headless.beginInteractiveDismissal(b)
        swipe.update(0.25)
        Headless.advance(by: 1)
        #expect(log.takeAnimated() == ["B viewWillDisappear(true)"])
        #expect(b.motion["viewWillDisappear(_:)"] == [.beingDismissed])

        swipe.cancel()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "B viewWillAppear(true)", "B viewIsAppearing(true)", "B viewDidAppear(true)",
            ])
        #expect(a.presentedViewController === b)
    }

    @Test("a swipe down on a full-screen presentation does nothing")
    func fullScreenCannotBeSwiped() {
        let log = Log.start()
        let (a, b, _) = presentSheet(.fullScreen, log: log)
        _ = log.take()
        let swipe = Headless.beginInteractiveDismissal(b)
        swipe.finish()
        Headless.runUntilIdle()
        #expect(log.take() == [])
        #expect(a.presentedViewController === b)
    }

    @Test("a finished interactive dismissal completes and releases the sheet; the presenter gets nothing")
    func finishedSwipeDown() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let swipe: Headless.InteractiveTransition
        do {
            let b = LoggingViewController("B")
            b.modalPresentationStyle = .pageSheet
            a.present(b, animated: true)
            Headless.runUntilIdle()
            _ = log.take()
            swipe = Headless.beginInteractiveDismissal(b)
        }
        swipe.update(0.7)
        #expect(log.takeAnimated() == ["B viewWillDisappear(true)"])

        swipe.finish()
        Headless.runUntilIdle()
        #expect(log.takeAnimated() == ["B viewDidDisappear(true)"])
        #expect(log.takeDeinits() == ["B"])
        #expect(a.presentedViewController == nil)
    }

    /// A presents sheet B, and B presents sheet C; all three stay on screen.
    private func presentTwoSheets(
        _ log: Log
    ) -> (a: UIViewController, b: UIViewController, c: UIViewController) {
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        a.present(b, animated: true)
        Headless.runUntilIdle()
        let c = LoggingViewController("C")
        b.present(c, animated: true)
        Headless.runUntilIdle()
        _ = log.take()
        return (a, b, c)
    }

    // Source: apple-api.md dismiss(animated:completion:): dismissing lower in a stack of
    // presentations dismisses everything above; only the topmost controller animates. The covered
    // sheet B leaves with the top one, its will first and its did once the views are out (not in a
    // trace).
    @Test("dismissing a stack of sheets takes the covered one off with the top one")
    func dismissStackOfSheets() {
        let log = Log.start()
        let a = presentTwoSheets(log).a

        a.dismiss(animated: true)
        #expect(log.takeAnimated() == ["B viewWillDisappear(true)", "C viewWillDisappear(true)"])
        Headless.runUntilIdle()
        #expect(log.takeAnimated() == ["B viewDidDisappear(true)", "C viewDidDisappear(true)"])
        #expect(log.takeDeinits().sorted() == ["B", "C"])
        #expect(a.presentedViewController == nil)
    }

    // Not in a trace: a cancelled dismissal of a stack reverses as a cancelled tug does
    // (traces/22 D2): the top sheet reappears, then the covered one, which left before it.
    @Test("a cancelled interactive dismissal of a stack brings the covered sheet back too")
    func cancelledDismissalOfStack() {
        let log = Log.start()
        let (a, b, c) = presentTwoSheets(log)

        let swipe = Headless.beginInteractiveDismissal(a)
        #expect(log.takeAnimated() == ["B viewWillDisappear(true)", "C viewWillDisappear(true)"])
        swipe.cancel()
        Headless.runUntilIdle()
        #expect(
            log.takeAnimated() == [
                "C viewWillAppear(true)", "C viewIsAppearing(true)", "C viewDidAppear(true)",
                "B viewWillAppear(true)", "B viewIsAppearing(true)", "B viewDidAppear(true)",
            ])
        #expect(a.presentedViewController === b)
        #expect(b.presentedViewController === c)
    }
}
