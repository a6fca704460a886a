// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Orders from printed device logs that the research notes (/work/research/observed-orders.md)
// collected for issue 8; each test names its source, or says that none settles it.
@Suite(.serialized, .headlessWorld) @MainActor struct DeviceOrderTests {
    // Source: https://wsa.jianshu.io/p/ff7ded05242d (mirror reibang.com/p/ff7ded05242d): with
    // animated: false the pushed controller's viewDidAppear comes BEFORE its
    // viewWillLayoutSubviews/viewDidLayoutSubviews; trace 16 B shows the same for a page controller.
    @Test("an unanimated push's viewDidAppear comes before the pushed view's first layout")
    func unanimatedPushLayout() {
        let log = Log.start()
        let nav = UINavigationController(rootViewController: LoggingViewController("A"))
        _ = showOnScreen(nav, log: log)
        nav.pushViewController(LoggingViewController("B"), animated: false)
        Headless.runUntilIdle()
        #expect(
            log.takeWithLayout() == [
                "B willMove(toParent:)", "B loadView()", "B viewDidLoad()",
                "A viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "A viewDidDisappear(_:)", "B viewDidAppear(_:)", "B didMove(toParent:)",
                "B viewWillLayoutSubviews()", "B viewDidLayoutSubviews()",
            ])
    }

    // Source for the top controller: http://readke.com/c/0Z41505102021.html prints the popped
    // controller's dealloc after the revealed one's viewDidAppear. The middle of a popToRoot gets
    // no appearance callbacks and leaves at the call (Forwarding/DroppedControllerReleaseTests).
    @Test("popToRoot releases the middle controller at the call and the top once the root appeared")
    func popToRootRelease() {
        let log = Log.start()
        let a = LoggingViewController("A")
        let nav = UINavigationController(rootViewController: a)
        _ = showOnScreen(nav, log: log)
        nav.setViewControllers([a, LoggingViewController("B"), LoggingViewController("C")], animated: false)
        Headless.runUntilIdle()
        _ = log.take()
        _ = log.takeDeinits()

        nav.popToRootViewController(animated: true)
        #expect(log.takeDeinits() == ["B"])
        Headless.runUntilIdle()
        #expect(
            log.take().filter { !$0.hasSuffix("toParent:)") } == [
                "C viewWillDisappear(_:)", "A viewWillAppear(_:)", "A viewIsAppearing(_:)",
                "C viewDidDisappear(_:)", "A viewDidAppear(_:)",
            ])
        #expect(log.takeDeinits() == ["C"])
    }

    // Source: trace 22 (WWDC19 session 224): ShouldDismiss, WillDismiss as the swipe begins,
    // DidDismiss after the animations; a cancelled tug gets no DidDismiss and the presented
    // controller's will/did pair back (D2). WillDismiss before viewWillDisappear is a guess.
    @Test("a sheet swipe asks the delegate, finished and cancelled, as WWDC19 documents")
    func sheetSwipe() throws {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        let delegate = SheetDelegateLog()
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        Headless.runUntilIdle()
        _ = log.take()

        let tug = Headless.beginInteractiveDismissal(b)
        tug.cancel()
        Headless.runUntilIdle()
        #expect(delegate.calls == ["shouldDismiss", "willDismiss"])
        #expect(
            log.take() == [
                "B viewWillDisappear(_:)", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "B viewDidAppear(_:)",
            ])

        let swipe = Headless.beginInteractiveDismissal(b)
        swipe.finish()
        Headless.runUntilIdle()
        #expect(
            delegate.calls == ["shouldDismiss", "willDismiss", "shouldDismiss", "willDismiss", "didDismiss"])
        #expect(log.take() == ["B viewWillDisappear(_:)", "B viewDidDisappear(_:)"])
        #expect(a.presentedViewController == nil)
    }

    // Source: trace 22, D3: with isModalInPresentation a swipe only calls DidAttemptToDismiss.
    @Test("a modal-in-presentation sheet only reports the attempt")
    func modalSheetSwipe() {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.isModalInPresentation = true
        let delegate = SheetDelegateLog()
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        Headless.runUntilIdle()
        _ = log.take()
        Headless.beginInteractiveDismissal(b).finish()
        Headless.runUntilIdle()
        #expect(delegate.calls == ["didAttemptToDismiss"])
        #expect(log.take() == [])
        #expect(a.presentedViewController === b)
    }

    // No printed log exists for the "over" styles (research notes E); Apple's table says they
    // keep the presenter's views, and https://wlgusdn700.tistory.com/27 states the presenter
    // "neither disappears nor appears". A guess, marked so in Docs/HeadlessUIKit.md.
    @Test(
        "over-full-screen, over-current-context, custom and popover leave the presenter without callbacks",
        arguments: [UIModalPresentationStyle.overFullScreen, .overCurrentContext, .custom, .popover])
    func overStyles(style: UIModalPresentationStyle) {
        let log = Log.start()
        let a = LoggingViewController("A")
        _ = showOnScreen(a, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = style
        a.present(b, animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "B loadView()", "B viewDidLoad()", "B viewWillAppear(_:)", "B viewIsAppearing(_:)",
                "B viewDidAppear(_:)",
            ])
    }

    // Source: apple-api.md §1.3: .currentContext removes the context controller's views, so it
    // gets the full-screen callbacks; the context is the nearest definesPresentationContext.
    @Test("current context presents over the controller that defines the context")
    func currentContext() {
        let log = Log.start()
        let inner = LoggingViewController("Inner")
        inner.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: inner)
        _ = showOnScreen(nav, log: log)
        let b = LoggingViewController("B")
        b.modalPresentationStyle = .currentContext
        inner.present(b, animated: true)
        Headless.runUntilIdle()
        #expect(
            log.take() == [
                "B loadView()", "B viewDidLoad()", "Inner viewWillDisappear(_:)", "B viewWillAppear(_:)",
                "B viewIsAppearing(_:)", "B viewDidAppear(_:)", "Inner viewDidDisappear(_:)",
            ])
        #expect(b.presentingViewController === inner)
        b.dismiss(animated: true)
        Headless.runUntilIdle()
        #expect(inner.view.superview === nav.view)
    }
}

/// Notes the adaptive presentation delegate's calls.
final class SheetDelegateLog: NSObject, UIAdaptivePresentationControllerDelegate {
    var calls: [String] = []

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
        calls.append("shouldDismiss")
        return true
    }

    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {
        calls.append("willDismiss")
    }

    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        calls.append("didDismiss")
    }

    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        calls.append("didAttemptToDismiss")
    }
}
