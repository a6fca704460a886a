// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    @testable import ViewLifecycle

    @Suite(.headlessWorld) @MainActor
    struct LifecycleRelayTasksTests {
        /// A relay whose one visible task logs "started" and, once cancelled, "cancelled".
        private func relayWithTask() -> LifecycleRelay {
            let task = LifecycleHandlers.VisibleTask(priority: .medium) { @MainActor in
                log("started")
                // Sleeps until cancelled: the run loop's clock never gets a minute on.
                try? await Task.sleep(nanoseconds: 60_000_000_000)
                log(Task.isCancelled ? "cancelled" : "finished")
            }
            return LifecycleRelay(handlers: LifecycleHandlers(whileVisible: task))
        }

        /// Lets the relay's tasks run, and takes what they logged.
        private func taskEvents(_ log: Log) -> [String] {
            Driver.runUntilIdle()
            return log.take()
        }

        @Test(
            "visible work starts at didAppear and is cancelled at willDisappear, then starts again",
            .tasksFollowVirtualTime)
        func startsAndCancelsWithAppearance() {
            let log = Log.start()
            let relay = relayWithTask()
            relay.receive(.viewWillAppear(animated: false), isInteractive: false, reason: .covered)
            relay.receive(.viewIsAppearing(animated: false), isInteractive: false, reason: .covered)
            #expect(relay.runningTaskCount == 0)
            relay.receive(.viewDidAppear(animated: false), isInteractive: false, reason: .covered)
            #expect(relay.runningTaskCount == 1)
            #expect(taskEvents(log) == ["started"])
            // A swipe back that begins: willDisappear alone cancels the work.
            relay.receive(.viewWillDisappear(animated: true), isInteractive: true, reason: .removed)
            #expect(relay.runningTaskCount == 0)
            #expect(taskEvents(log) == ["cancelled"])
            // Cancelled, the swipe reverses: the view appears again and the work starts again.
            relay.receive(.viewWillAppear(animated: true), isInteractive: true, reason: .covered)
            #expect(relay.runningTaskCount == 0)
            relay.receive(.viewDidAppear(animated: true), isInteractive: true, reason: .covered)
            #expect(taskEvents(log) == ["started"])
            relay.receive(.viewWillDisappear(animated: false), isInteractive: false, reason: .covered)
            #expect(taskEvents(log) == ["cancelled"])
            relay.receive(.viewDidDisappear(animated: false), isInteractive: false, reason: .covered)
            relay.receive(.viewDidAppear(animated: false), isInteractive: false, reason: .covered)
            #expect(taskEvents(log) == ["started"])
            relay.tearDown()
            #expect(taskEvents(log) == ["cancelled"])
        }

        @Test("single-event handlers run before every-event handlers, each in the order attached")
        func deliveryOrder() {
            var calls: [String] = []
            let handlers = LifecycleHandlers(every: { event, _ in calls.append("first every \(event)") })
                .merging(
                    LifecycleHandlers(on: .willAppear(animated: false)) { calls.append("first willAppear") }
                )
                .merging(LifecycleHandlers(on: .didAppear(animated: false)) { calls.append("didAppear") })
                .merging(
                    LifecycleHandlers(on: .willAppear(animated: true)) { calls.append("second willAppear") }
                )
                .merging(LifecycleHandlers(every: { event, _ in calls.append("second every \(event)") }))
                .merging(
                    LifecycleHandlers(on: .willAppear(animated: false)) { calls.append("third willAppear") })
            let relay = LifecycleRelay(handlers: handlers)
            relay.receive(.viewWillAppear(animated: true), isInteractive: false, reason: .covered)
            #expect(
                calls == [
                    "first every load", "second every load", "first willAppear", "second willAppear",
                    "third willAppear", "first every willAppear(animated: true)",
                    "second every willAppear(animated: true)",
                ])
        }

        @Test("visibility handlers run in the order attached, each once per change")
        func visibilityOrder() {
            var calls: [String] = []
            let handlers = LifecycleHandlers(visibility: { calls.append("first \($0)") })
                .merging(LifecycleHandlers(on: .didAppear(animated: false)) { calls.append("didAppear") })
                .merging(LifecycleHandlers(visibility: { calls.append("second \($0)") }))
            let relay = LifecycleRelay(handlers: handlers)
            relay.receive(.viewWillAppear(animated: false), isInteractive: false, reason: .covered)
            relay.receive(.viewDidAppear(animated: false), isInteractive: false, reason: .covered)
            relay.sceneActivityChanged(isActive: false)
            #expect(calls == ["didAppear", "first true", "second true", "first false", "second false"])
        }
    }

#endif
