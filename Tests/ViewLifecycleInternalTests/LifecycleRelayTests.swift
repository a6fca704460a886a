// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    /// What a relay delivered, one line per handler call, as `"willAppear animated interactive"`.
    @MainActor final class Deliveries {
        var lines: [String] = []

        func take() -> [String] {
            defer { lines.removeAll() }
            return lines
        }

        var handlers: LifecycleHandlers {
            LifecycleHandlers(every: { [unowned self] event, context in
                var words = ["\(event)".prefix { $0 != "(" }.description]
                if context.isAnimated { words.append("animated") }
                if context.isInteractive { words.append("interactive") }
                if context.isCancellationReversal { words.append("reversal") }
                if let reason = context.disappearanceReason { words.append("\(reason)") }
                if context.source == .swiftUI { words.append("swiftUI") }
                lines.append(words.joined(separator: " "))
            })
            .merging(
                LifecycleHandlers(visibility: { [unowned self] visible in lines.append("visible \(visible)") }
                ))
        }
    }

    @Suite(.headlessWorld) @MainActor
    struct LifecycleRelayTests {
        @Test("a push and pop: load once, then each event with its context and visibility on change")
        func pushThenPop() {
            let log = Deliveries()
            let relay = LifecycleRelay(handlers: log.handlers)
            relay.receive(.viewDidLoad, isInteractive: false, reason: .covered)
            #expect(log.take() == ["load"])
            relay.receive(.viewWillAppear(animated: true), isInteractive: false, reason: .covered)
            relay.receive(.viewIsAppearing(animated: true), isInteractive: false, reason: .covered)
            relay.receive(.viewDidAppear(animated: true), isInteractive: false, reason: .covered)
            #expect(
                log.take() == [
                    "willAppear animated", "isAppearing animated", "didAppear animated", "visible true",
                ])
            relay.receive(.viewWillDisappear(animated: true), isInteractive: false, reason: .removed)
            relay.receive(.viewDidDisappear(animated: true), isInteractive: false, reason: .removed)
            #expect(
                log.take() == [
                    "willDisappear animated removed", "visible false", "didDisappear animated removed",
                ])
        }

        @Test("a cancelled interactive pop: the top view reappears, marked as a reversal")
        func cancelledPopOfTheTopView() {
            let log = Deliveries()
            let relay = LifecycleRelay(handlers: log.handlers)
            for raw: RawCallback in [.viewWillAppear(animated: true), .viewDidAppear(animated: true)] {
                relay.receive(raw, isInteractive: false, reason: .covered)
            }
            _ = log.take()
            // Source: traces/19 (swipe back cancelled): the top controller's willDisappear, then on
            // release willAppear and didAppear.
            relay.receive(.viewWillDisappear(animated: true), isInteractive: true, reason: .removed)
            relay.receive(.viewWillAppear(animated: true), isInteractive: true, reason: .covered)
            relay.receive(.viewDidAppear(animated: true), isInteractive: true, reason: .covered)
            #expect(
                log.take() == [
                    "willDisappear animated interactive removed", "visible false",
                    "willAppear animated interactive reversal", "didAppear animated interactive reversal",
                    "visible true",
                ])
        }

        @Test("the disappearance reason is fixed at willDisappear, whatever UIKit says at didDisappear")
        func reasonFixedAtWillDisappear() {
            let log = Deliveries()
            let relay = LifecycleRelay(handlers: log.handlers)
            relay.receive(.viewDidAppear(animated: false), isInteractive: false, reason: .covered)
            _ = log.take()
            relay.receive(.viewWillDisappear(animated: false), isInteractive: false, reason: .removed)
            relay.receive(.viewDidDisappear(animated: false), isInteractive: false, reason: .covered)
            #expect(log.take() == ["willDisappear removed", "visible false", "didDisappear removed"])
        }

        @Test("teardown while visible delivers the missing disappearance as removed, then nothing")
        func teardownWhileVisible() {
            let log = Deliveries()
            let relay = LifecycleRelay(handlers: log.handlers)
            relay.receive(.viewWillAppear(animated: true), isInteractive: false, reason: .covered)
            relay.receive(.viewDidAppear(animated: true), isInteractive: false, reason: .covered)
            _ = log.take()
            relay.tearDown()
            #expect(
                log.take() == [
                    "willDisappear removed swiftUI", "visible false", "didDisappear removed swiftUI",
                ])
            relay.receive(.viewWillAppear(animated: true), isInteractive: false, reason: .covered)
            #expect(log.take() == [])
        }

        @Test("the handlers called are those most recently assigned")
        func latestHandlersAreCalled() {
            var calls: [String] = []
            let relay = LifecycleRelay(
                handlers: LifecycleHandlers(every: { event, _ in calls.append("first \(event)") }))
            relay.receive(.viewDidLoad, isInteractive: false, reason: .covered)
            relay.handlers = LifecycleHandlers(every: { event, _ in calls.append("second \(event)") })
            relay.receive(.viewWillAppear(animated: false), isInteractive: false, reason: .covered)
            #expect(calls == ["first load", "second willAppear(animated: false)"])
        }

        @Test("visibility follows the scene while visible, and only changes are reported")
        func visibilityFollowsTheScene() {
            let log = Deliveries()
            let relay = LifecycleRelay(handlers: log.handlers)
            relay.sceneActivityChanged(isActive: false)
            #expect(log.take() == [])
            relay.receive(.viewDidAppear(animated: false), isInteractive: false, reason: .covered)
            #expect(log.take() == ["load", "willAppear", "didAppear"])
            relay.sceneActivityChanged(isActive: true)
            relay.sceneActivityChanged(isActive: true)
            #expect(log.take() == ["visible true"])
            relay.sceneActivityChanged(isActive: false)
            #expect(log.take() == ["visible false"])
        }
    }

#endif
