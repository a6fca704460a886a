// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Sources: Apple's documentation of `EnvironmentValues` ("a view inherits its environment from
    // its container view"; a value set with `environment(_:_:)` reaches the views below), which
    // SwiftUI applies to the screens of a `NavigationStack`, the tabs of a `TabView` and a
    // sheet's content alike, and of `DismissAction`
    // (https://developer.apple.com/documentation/swiftui/dismissaction): it "dismisses the current
    // presentation": a pushed view is popped, and "if the view is at the root of a navigation
    // stack inside a sheet, it dismisses the sheet". Issue 9's rule holds inside each child
    // host: an environment change re-runs only the views that read the changed key.
    @Suite(.serialized) @MainActor struct ContainerEnvironmentTests {
        @Test("a value set above a NavigationStack reaches a pushed screen and updates it when changed")
        func stackInherits() {
            let log = Log.start()
            let host = UIHostingController(rootView: AccentStack(accent: "red"))
            _ = showInWindow(host)
            Driver.tapNavigationLink("Detail 1")
            Driver.runUntilIdle()
            #expect(log.take() == ["D1 body", "D1 accent red"])
            // The same value again: nothing below the stack re-runs.
            host.rootView = AccentStack(accent: "red")
            Driver.runUntilIdle()
            #expect(log.take() == [])
            // A new value re-runs the reader only, not the screen around it.
            host.rootView = AccentStack(accent: "blue")
            Driver.runUntilIdle()
            #expect(log.take() == ["D1 accent blue"])
        }

        @Test("an @Observable object placed above a NavigationStack reaches a pushed screen")
        func stackInheritsObject() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: FlagStack(flag: flag)))
            Driver.tapNavigationLink("Detail 1")
            Driver.runUntilIdle()
            #expect(log.take() == ["flag false"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["flag true"])
        }

        @Test("scenePhase inside a NavigationStack changes once per step, as at a hosting controller's root")
        func stackScenePhase() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(rootView: NavigationStack { EnvironmentTests.PhaseWatcher() }))
            #expect(log.take() == ["onAppear"])
            Driver.enterBackground()
            Driver.runUntilIdle()
            // Trace 20's steps, each once: the stack's inherited phase never repeats one.
            #expect(log.take() == ["active -> inactive", "inactive -> background"])
            Driver.enterForeground()
            Driver.runUntilIdle()
            #expect(log.take() == ["background -> inactive", "inactive -> active"])
        }

        @Test("a value set above a TabView reaches each tab, also one loaded after the change")
        func tabsInherit() {
            let log = Log.start()
            let host = UIHostingController(rootView: AccentTabs(accent: "red"))
            _ = showInWindow(host)
            #expect(log.take() == ["Tab A body", "Tab A accent red"])
            host.rootView = AccentTabs(accent: "blue")
            Driver.runUntilIdle()
            #expect(log.take() == ["Tab A accent blue"])
            // Tab B loads on its first selection (iOS 18), with the value of that moment.
            Driver.tapTab("B")
            Driver.runUntilIdle()
            #expect(log.take() == ["Tab B body", "Tab B accent blue"])
        }

        @Test("a value set above a presenter reaches its sheet's content and updates it when changed")
        func sheetInherits() {
            let log = Log.start()
            let host = UIHostingController(
                rootView: AccentSheetPresenter(accent: "red") { AccentScreen(name: "Sheet") })
            _ = showInWindow(host)
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            #expect(log.take() == ["isPresented true", "Sheet body", "Sheet accent red"])
            host.rootView = AccentSheetPresenter(accent: "blue") { AccentScreen(name: "Sheet") }
            Driver.runUntilIdle()
            #expect(log.take() == ["Sheet accent blue"])
        }

        @Test("dismiss() at the root of a NavigationStack inside a sheet closes the sheet")
        func stackRootDismissesSheet() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(rootView: AccentSheetPresenter(accent: "red") { SheetStack() }))
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            #expect(log.take() == ["isPresented true", "Root onAppear"])
            Triggers.shared.tap("dismiss Root")
            Driver.runUntilIdle()
            // The binding is cleared, the sheet goes (its views disappear with its host), then
            // onDismiss, once: the same order as dismiss() directly in the sheet (SheetTests).
            #expect(log.take() == ["isPresented false", "Root onDisappear", "onDismiss"])
        }

        @Test("dismiss() on a screen pushed inside a sheet pops it; the sheet stays")
        func pushedDismissPopsInSheet() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(rootView: AccentSheetPresenter(accent: "red") { SheetStack() }))
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            Driver.tapNavigationLink("Detail 1")
            Driver.runUntilIdle()
            #expect(log.take() == ["isPresented true", "Root onAppear", "D1 onAppear", "Root onDisappear"])
            Triggers.shared.tap("dismiss D1")
            Driver.runUntilIdle()
            #expect(log.take() == ["Root onAppear", "D1 onDisappear"])
        }

        @Test("dismiss() at a tab's root inside a sheet closes the sheet")
        func tabRootDismissesSheet() {
            let log = Log.start()
            _ = showInWindow(
                UIHostingController(rootView: AccentSheetPresenter(accent: "red") { SheetTabs() }))
            Triggers.shared.tap("show")
            Driver.runUntilIdle()
            #expect(log.take() == ["isPresented true", "Tab A onAppear"])
            Triggers.shared.tap("dismiss Tab A")
            Driver.runUntilIdle()
            #expect(log.take() == ["isPresented false", "Tab A onDisappear", "onDismiss"])
        }
    }
}
