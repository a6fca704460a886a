// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// What waits for the end of a view update in the relay, on its own: SwiftUI's disappearance
    /// (so a dismantling in the same update reads `.removed`) and the visibility an update's scene
    /// activity changes (taken at once, so an appearance in the same update sees it).
    @Suite(.headlessWorld) @MainActor
    struct LifecycleRelayUpdateEndTests {
        private let log = Deliveries()

        private func shownBySwiftUI() -> LifecycleRelay {
            let relay = LifecycleRelay(handlers: log.handlers)
            relay.swiftUIAppearanceChanged(isShown: true)
            _ = log.take()
            return relay
        }

        // DESIGN.md contract 3: a page's onDisappear comes before its dismantling in one update
        // (HeadlessSwiftUI's order, guess for devices); the view left the graph, so `.removed`.
        @Test(
            "SwiftUI's onDisappear, then teardown in the same update: removed, once; the update's end adds nothing"
        )
        func teardownInSameUpdate() {
            let relay = shownBySwiftUI()
            relay.swiftUIAppearanceChanged(isShown: false)
            #expect(log.take() == [])
            relay.tearDown()
            relay.viewUpdateEnded()
            #expect(
                log.take() == [
                    "willDisappear removed swiftUI", "visible false", "didDisappear removed swiftUI",
                ])
        }

        @Test("SwiftUI's onDisappear and onAppear in one update: nothing left the screen, nothing is said")
        func hiddenAndShownInOneUpdate() {
            let relay = shownBySwiftUI()
            relay.swiftUIAppearanceChanged(isShown: false)
            relay.swiftUIAppearanceChanged(isShown: true)
            relay.viewUpdateEnded()
            #expect(log.take() == [])
            #expect(relay.phase == .visible)
        }

        @Test("UIKit takes the view off while SwiftUI's disappearance waits: UIKit's events, once")
        func uikitBeforeUpdateEnd() {
            let relay = LifecycleRelay(handlers: log.handlers)
            for raw in [RawCallback.viewWillAppear(animated: false), .viewDidAppear(animated: false)] {
                relay.receive(raw, isInteractive: false, reason: .covered)
            }
            _ = log.take()
            relay.swiftUIAppearanceChanged(isShown: false)
            relay.receive(.viewWillDisappear(animated: true), isInteractive: false, reason: .removed)
            relay.receive(.viewDidDisappear(animated: true), isInteractive: false, reason: .removed)
            relay.viewUpdateEnded()
            #expect(
                log.take() == [
                    "willDisappear animated removed", "visible false", "didDisappear animated removed",
                ])
        }

        // DESIGN.md: visible means appeared and the scene active; an update's activity reaches the
        // state at once and its handlers after the update.
        @Test(
            "an update's scene activity: an appearance in the same update sees it; handlers hear it at the update's end"
        )
        func sceneActivityInUpdate() {
            let relay = shownBySwiftUI()
            relay.swiftUIAppearanceChanged(isShown: false)
            relay.viewUpdateEnded()
            _ = log.take()
            // Kept off screen, the row hears the background only when an update brings it back.
            relay.sceneActivityChangedInUpdate(isActive: false)
            relay.swiftUIAppearanceChanged(isShown: true)
            relay.viewUpdateEnded()
            #expect(log.take() == ["willAppear swiftUI", "isAppearing swiftUI", "didAppear swiftUI"])
            relay.sceneActivityChangedInUpdate(isActive: true)
            #expect(log.take() == [])
            relay.viewUpdateEnded()
            #expect(log.take() == ["visible true"])
            // Active and inactive again within one update: no change to report.
            relay.sceneActivityChangedInUpdate(isActive: false)
            relay.sceneActivityChangedInUpdate(isActive: true)
            relay.viewUpdateEnded()
            #expect(log.take() == [])
        }
    }

#endif
