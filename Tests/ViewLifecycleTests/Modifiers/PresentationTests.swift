// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    extension ModifierTests {
        // UIKit presentation of hosting controllers: a page sheet leaves the presenter without
        // callbacks, a full-screen presentation covers it (traces/06); a swipe down is traces/22's.
        @MainActor struct PresentationTests {
            @Test("a page sheet leaves the presenter alone; its own view is removed when dismissed")
            func pageSheet() {
                let events = Log.start()
                let presenter = UIHostingController(rootView: TrackedScreen(name: "A"))
                let window = showInWindow(presenter)
                _ = events.take()
                presenter.present(UIHostingController(rootView: TrackedScreen(name: "S")), animated: true)
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "S load", "S willAppear animated", "S isAppearing animated", "S didAppear animated",
                    ])
                presenter.dismiss(animated: true)
                Driver.runUntilIdle()
                #expect(
                    events.take() == ["S willDisappear animated removed", "S didDisappear animated removed"])
                withExtendedLifetime(window) {}
            }

            @Test("a full-screen presentation covers the presenter, which reappears on dismissal")
            func fullScreen() {
                let events = Log.start()
                let presenter = UIHostingController(rootView: TrackedScreen(name: "A"))
                let window = showInWindow(presenter)
                _ = events.take()
                let cover = UIHostingController(rootView: TrackedScreen(name: "F"))
                cover.modalPresentationStyle = .fullScreen
                presenter.present(cover, animated: true)
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "F load", "A willDisappear animated covered", "F willAppear animated",
                        "F isAppearing animated",
                        "F didAppear animated", "A didDisappear animated covered",
                    ])
                presenter.dismiss(animated: true)
                Driver.runUntilIdle()
                #expect(
                    events.take() == [
                        "F willDisappear animated removed", "A willAppear animated", "A isAppearing animated",
                        "A didAppear animated", "F didDisappear animated removed",
                    ])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
