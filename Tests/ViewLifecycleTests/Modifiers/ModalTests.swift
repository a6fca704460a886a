// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// A tracked root that presents a tracked screen in a sheet or a full-screen cover while the
    /// test's binding is on.
    private struct ModalRoot: View {
        let cover: Bool
        @State private var isPresented = false
        let expose: (Binding<Bool>) -> Void

        var body: some View {
            let _ = expose($isPresented)
            if cover {
                TrackedScreen(name: "A").fullScreenCover(isPresented: $isPresented) {
                    TrackedScreen(name: "S")
                }
            } else {
                TrackedScreen(name: "A").sheet(isPresented: $isPresented) { TrackedScreen(name: "S") }
            }
        }
    }

    extension ModifierTests {
        // `.sheet` is a page sheet: the presenter's views stay (traces/06, 22); `.fullScreenCover`
        // makes them disappear after the cover's viewDidAppear and reappear at its dismissal
        // (traces/06; observed-orders.md E). A swipe on a sheet is traces/22 D1 (finished) and D2
        // (cancelled). A full-screen cover cannot be swiped down on a device: the swipe does nothing,
        // and the binding dismisses it.
        @MainActor struct ModalTests {
            private func root(cover: Bool) -> (UIHostingController<ModalRoot>, Binding<Bool>, UIWindow) {
                var binding: Binding<Bool>?
                let host = UIHostingController(rootView: ModalRoot(cover: cover) { binding = $0 })
                let window = showInWindow(host)
                return (host, binding!, window)
            }

            @Test(
                "a sheet swiped, cancelled then finished: the presenter's view gets nothing",
                .enabled(if: Driver.drivesUserActions))
            func sheetSwipe() throws {
                let log = Log.start()
                let (host, isPresented, window) = root(cover: false)
                _ = log.take()
                isPresented.wrappedValue = true
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "S load", "S willAppear animated", "S isAppearing animated", "S didAppear animated",
                    ])
                let sheet = try #require(host.presentedViewController)

                let tug = try #require(Driver.beginInteractiveDismissal(sheet))
                #expect(log.take() == ["S willDisappear animated interactive removed"])
                tug.cancel()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "S willAppear animated interactive reversal",
                        "S isAppearing animated interactive reversal",
                        "S didAppear animated interactive reversal",
                    ])

                let swipe = try #require(Driver.beginInteractiveDismissal(sheet))
                swipe.finish()
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "S willDisappear animated interactive removed",
                        "S didDisappear animated interactive removed",
                    ])
                #expect(isPresented.wrappedValue == false)
                withExtendedLifetime(window) {}
            }

            // A full-screen cover cannot be swiped down on a device (only sheets follow the finger,
            // apple-api.md §1.3): the swipe does nothing, and the binding dismisses it.
            @Test(
                "a full-screen cover: the presenter is covered, a swipe does nothing, the binding removes it",
                .enabled(if: Driver.drivesUserActions))
            func coverDismissedByBinding() throws {
                let log = Log.start()
                let (host, isPresented, window) = root(cover: true)
                _ = log.take()
                isPresented.wrappedValue = true
                Driver.runUntilIdle()
                #expect(
                    log.take() == [
                        "S load", "A willDisappear animated covered", "S willAppear animated",
                        "S isAppearing animated", "S didAppear animated", "A didDisappear animated covered",
                    ])
                let cover = try #require(host.presentedViewController)

                Driver.beginInteractiveDismissal(cover)?.finish()
                Driver.runUntilIdle()
                #expect(log.take() == [])
                #expect(isPresented.wrappedValue == true)

                isPresented.wrappedValue = false
                Driver.runUntilIdle()
                // As a dismissal by code (PresentationTests): the presenter has appeared before the
                // cover's host gets viewDidDisappear.
                #expect(
                    log.take() == [
                        "S willDisappear animated removed", "A willAppear animated", "A isAppearing animated",
                        "A didAppear animated", "S didDisappear animated removed",
                    ])
                withExtendedLifetime(window) {}
            }
        }
    }

#endif
