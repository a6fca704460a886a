// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// The relay's second input, SwiftUI's appearance of the tracked content (issue 20), on its own:
    /// when it is absorbed and when it speaks, and that the two sources never double an event or
    /// contradict each other.
    @Suite(.headlessWorld) @MainActor
    struct LifecycleRelaySwiftUITests {
        private let log = Deliveries()

        private func relay() -> LifecycleRelay {
            LifecycleRelay(handlers: log.handlers)
        }

        private func uikit(_ relay: LifecycleRelay, _ raws: RawCallback...) {
            for raw in raws { relay.receive(raw, isInteractive: false, reason: .covered) }
        }

        /// SwiftUI's `onDisappear` in a view update, and the update's end.
        private func hideInUpdate(_ relay: LifecycleRelay) {
            relay.swiftUIAppearanceChanged(isShown: false)
            relay.viewUpdateEnded()
        }

        @Test(
            "no bridge in a forwarding chain (a page): SwiftUI's appearance speaks, not animated, and its disappearance"
        )
        func noForwarding() {
            let relay = relay()
            relay.swiftUIAppearanceChanged(isShown: true)
            #expect(
                log.take() == [
                    "load swiftUI", "willAppear swiftUI", "isAppearing swiftUI", "didAppear swiftUI",
                    "visible true",
                ])
            relay.swiftUIAppearanceChanged(isShown: true)
            #expect(log.take() == [])
            hideInUpdate(relay)
            #expect(
                log.take() == [
                    "willDisappear covered swiftUI", "visible false", "didDisappear covered swiftUI",
                ])
            hideInUpdate(relay)
            #expect(log.take() == [])
        }

        @Test(
            "UIKit spoke first: SwiftUI's onAppear while appearing or visible, and onDisappear after, are absorbed"
        )
        func uikitFirst() {
            let relay = relay()
            uikit(relay, .viewDidLoad, .viewWillAppear(animated: true))
            relay.swiftUIAppearanceChanged(isShown: true)
            uikit(relay, .viewDidAppear(animated: true))
            #expect(log.take() == ["load", "willAppear animated", "didAppear animated", "visible true"])
            uikit(relay, .viewWillDisappear(animated: true), .viewDidDisappear(animated: true))
            hideInUpdate(relay)
            #expect(
                log.take() == [
                    "willDisappear animated covered", "visible false", "didDisappear animated covered",
                ])
        }

        @Test("a row scrolled away and back while UIKit keeps its bridge on screen: SwiftUI speaks both ways")
        func rowScrolledAwayAndBack() {
            let relay = relay()
            uikit(relay, .viewWillAppear(animated: false), .viewDidAppear(animated: false))
            relay.swiftUIAppearanceChanged(isShown: true)
            _ = log.take()
            hideInUpdate(relay)
            #expect(
                log.take() == [
                    "willDisappear covered swiftUI", "visible false", "didDisappear covered swiftUI",
                ])
            relay.swiftUIAppearanceChanged(isShown: true)
            #expect(
                log.take() == [
                    "willAppear swiftUI", "isAppearing swiftUI", "didAppear swiftUI", "visible true",
                ])
        }

        @Test("while SwiftUI keeps the view away, UIKit's appearance of its host is not the view's")
        func heldWhileAway() {
            let relay = relay()
            uikit(relay, .viewWillAppear(animated: false), .viewDidAppear(animated: false))
            hideInUpdate(relay)
            _ = log.take()
            // The host covered and uncovered: UIKit's callbacks reach the bridge, SwiftUI says away.
            uikit(
                relay, .viewWillDisappear(animated: true), .viewDidDisappear(animated: true),
                .viewWillAppear(animated: true), .viewIsAppearing(animated: true),
                .viewDidAppear(animated: true))
            #expect(log.take() == [])
            // Back in sight: UIKit will not speak again (it has the bridge on screen); SwiftUI does.
            relay.swiftUIAppearanceChanged(isShown: true)
            #expect(
                log.take() == [
                    "willAppear swiftUI", "isAppearing swiftUI", "didAppear swiftUI", "visible true",
                ])
            // And UIKit speaks again for the next cover.
            uikit(relay, .viewWillDisappear(animated: true))
            #expect(log.take() == ["willDisappear animated covered", "visible false"])
        }

        @Test("SwiftUI's onDisappear while UIKit is taking the view off is absorbed: UIKit finishes it")
        func disappearingByUIKit() {
            let relay = relay()
            uikit(relay, .viewWillAppear(animated: false), .viewDidAppear(animated: false))
            _ = log.take()
            uikit(relay, .viewWillDisappear(animated: true))
            hideInUpdate(relay)
            uikit(relay, .viewDidDisappear(animated: true))
            #expect(
                log.take() == [
                    "willDisappear animated covered", "visible false", "didDisappear animated covered",
                ])
        }

        @Test("after teardown SwiftUI's side says nothing either")
        func afterTeardown() {
            let relay = relay()
            relay.swiftUIAppearanceChanged(isShown: true)
            relay.tearDown()
            _ = log.take()
            hideInUpdate(relay)
            relay.swiftUIAppearanceChanged(isShown: true)
            #expect(log.take() == [])
        }
    }

#endif
