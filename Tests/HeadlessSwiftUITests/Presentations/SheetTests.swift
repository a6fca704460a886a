// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: traces/06 (a page sheet leaves the presenter without appearance callbacks, a
    // full-screen presentation makes it disappear and appear again), traces/22 (programmatic
    // dismissal: the presented controller disappears, then the completion runs; a swipe asks the
    // delegate, a cancelled tug makes the sheet disappear and appear again, a finished one ends
    // with presentationControllerDidDismiss; isModalInPresentation blocks it), apple-api.md 1.3
    // (presentation styles) and observed-orders.md E, H, I. A sheet is a hosting controller
    // presented as a page sheet, as on iOS 16-18; its views' onAppear and onDisappear follow its
    // host's appearance (issue 9's hosting rule).
    @Suite(.serialized) @MainActor struct SheetTests {
        @Test("a sheet by its binding: the presenter's views stay; onDismiss after the sheet has gone")
        func sheetByBinding() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ModalPresenter(cover: false)))
            #expect(log.take() == ["Root onAppear"])
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            // The presentation starts after the update that asked for it (its onChange first).
            #expect(
                log.take() == [
                    "isPresented true", "Sheet viewWillAppear", "Sheet onAppear", "Sheet viewDidAppear",
                ])
            Triggers.shared.tap("hide")
            Driver.runUntilIdle()
            // dismiss(animated:completion:)'s completion follows viewDidDisappear (trace 22, D4):
            // onDismiss runs there, once. Where SwiftUI runs it is undocumented: a guess.
            #expect(
                log.take() == [
                    "isPresented false", "Sheet viewWillDisappear", "Sheet onDisappear",
                    "Sheet viewDidDisappear",
                    "onDismiss",
                ])
        }

        @Test("a full-screen cover makes the presenter's views disappear, and appear again")
        func coverByBinding() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ModalPresenter(cover: true)))
            _ = log.take()
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            // UIKit's full-screen order (observed-orders.md E): the presenter's viewDidDisappear
            // comes after the cover's viewDidAppear, so the root's views disappear last.
            #expect(
                log.take() == [
                    "isPresented true", "Cover viewWillAppear", "Cover onAppear", "Cover viewDidAppear",
                    "Root onDisappear",
                ])
            Triggers.shared.tap("hide")
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "isPresented false", "Cover viewWillDisappear", "Root onAppear", "Cover onDisappear",
                    "Cover viewDidDisappear", "onDismiss",
                ])
        }

        @Test("dismiss() inside the sheet sets the binding to false, then the sheet goes")
        func dismissInside() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: ModalPresenter(cover: false)))
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            _ = log.take()
            Triggers.shared.tap("dismiss Sheet")
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "isPresented false", "Sheet viewWillDisappear", "Sheet onDisappear",
                    "Sheet viewDidDisappear",
                    "onDismiss",
                ])
        }
    }
}
