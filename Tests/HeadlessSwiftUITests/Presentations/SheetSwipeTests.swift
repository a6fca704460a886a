// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: traces/22 (D1 a finished swipe: ShouldDismiss, WillDismiss, the presented
    // controller disappears, DidDismiss after the animations; D2 a cancelled tug: the presented
    // controller's viewWillDisappear, then viewWillAppear and viewDidAppear, no DidDismiss; D3
    // isModalInPresentation: the sheet stays), observed-orders.md I, and issue 10 (the binding is
    // set back to false only when the swipe finishes).
    @Suite(.serialized) @MainActor struct SheetSwipeTests {
        @Test("a swipe cancelled leaves the binding; a finished one clears it, then onDismiss")
        func cancelledThenFinished() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: ModalPresenter(cover: false))
            _ = showInWindow(host)
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            _ = log.take()
            let sheet = try #require(host.presentedViewController)
            let tug = Driver.beginInteractiveDismissal(sheet)
            tug?.cancel()
            Driver.runUntilIdle()
            // The sheet's host got viewWillDisappear and came back: its views never left the
            // screen (they disappear at viewDidDisappear only), so SwiftUI logs nothing.
            #expect(log.take() == ["Sheet viewWillDisappear", "Sheet viewWillAppear", "Sheet viewDidAppear"])
            let swipe = Driver.beginInteractiveDismissal(sheet)
            swipe?.finish()
            Driver.runUntilIdle()
            // The binding is cleared at presentationControllerDidDismiss, then onDismiss runs; the
            // binding's onChange comes with the next update. Their order is a guess.
            #expect(
                log.take() == [
                    "Sheet viewWillDisappear", "Sheet onDisappear", "Sheet viewDidDisappear", "onDismiss",
                    "isPresented false",
                ])
            #expect(host.presentedViewController == nil)
        }

        @Test("interactiveDismissDisabled keeps the sheet when the user swipes")
        func swipeDisabled() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: ModalPresenter(cover: false, disablesSwipe: true))
            _ = showInWindow(host)
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            _ = log.take()
            let sheet = try #require(host.presentedViewController)
            #expect(sheet.isModalInPresentation)
            let swipe = Driver.beginInteractiveDismissal(sheet)
            swipe?.finish()
            Driver.runUntilIdle()
            // UIKit calls presentationControllerDidAttemptToDismiss and nothing moves (D3).
            #expect(log.take() == [])
            #expect(host.presentedViewController === sheet)
        }

        @Test("when the view that disabled swiping leaves, the sheet can be swiped away again")
        func swipeDisabledThenLeft() throws {
            let log = Log.start()
            let host = UIHostingController(rootView: GuardedSheetPresenter())
            _ = showInWindow(host)
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            let sheet = try #require(host.presentedViewController)
            #expect(sheet.isModalInPresentation)
            Triggers.shared.tap("saved")
            Driver.runUntilIdle()
            #expect(!sheet.isModalInPresentation)
            _ = log.take()
            // A swipe can be driven headlessly only; on a device the flag above is what UIKit reads.
            if let swipe = Driver.beginInteractiveDismissal(sheet) {
                swipe.finish()
                Driver.runUntilIdle()
                #expect(host.presentedViewController == nil)
                #expect(log.take() == ["onDismiss"])
            }
        }

        @Test("a new item while a sheet is shown: the old sheet goes, onDismiss, the new one comes")
        func itemReplaced() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ItemPresenter()))
            Triggers.shared.tap("item 1")
            Driver.runUntilIdle()
            #expect(log.take() == ["Item 1 body", "Item 1 onAppear"])
            Triggers.shared.tap("item 2")
            Driver.runUntilIdle()
            // swift-navigation PR 238: onDismiss between the old sheet's dismissal and the new one's
            // presentation, as SwiftUI does.
            #expect(log.take() == ["Item 1 onDisappear", "onDismiss", "Item 2 body", "Item 2 onAppear"])
            Triggers.shared.tap("no item")
            Driver.runUntilIdle()
            #expect(log.take() == ["Item 2 onDisappear", "onDismiss"])
        }
    }
}
