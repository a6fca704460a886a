// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import LifecycleCore
    @preconcurrency import ViewLifecycle

    /// One random raw stream, delivered through a relay with five handlers and through a bare
    /// `AppearanceBalancer`, in the same run.
    @MainActor final class RelayDelivery {
        private let stream: [RawCallback]
        /// How many times the handlers ran, so the optimizer keeps them.
        private(set) var handlerCalls = 0

        init(events: Int) {
            var generator = SplitMix64(seed: 0x11_0D1F)
            // No teardown: it is final, so one long-lived relay and balancer keep cycling phases.
            let alphabet: [RawCallback] = [
                .viewDidLoad, .viewWillAppear(animated: true), .viewIsAppearing(animated: true),
                .viewDidAppear(animated: true), .viewWillDisappear(animated: false),
                .viewDidDisappear(animated: false),
            ]
            stream = (0..<events).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }
        }

        /// A relay whose handlers are those of the benchmark's chain: four single-event handlers
        /// and one of every event, each counting its calls.
        private func makeRelay() -> LifecycleRelay {
            let counter = Counter()
            counters.append(counter)
            return LifecycleRelay(handlers: Self.handlers(counting: counter))
        }

        /// The five handlers. Made outside the main actor, so they are plain closures: one made in
        /// a main-actor context would check its executor on every call, a cost of the handler's,
        /// not of delivery.
        private nonisolated static func handlers(counting counter: Counter) -> LifecycleHandlers {
            LifecycleHandlers(on: .load) { counter.value &+= 1 }
                .merging(LifecycleHandlers(on: .willAppear(animated: false)) { counter.value &+= 1 })
                .merging(LifecycleHandlers(on: .didAppear(animated: false)) { counter.value &+= 1 })
                .merging(LifecycleHandlers(on: .willDisappear(animated: false)) { counter.value &+= 1 })
                .merging(LifecycleHandlers(every: { _, _ in counter.value &+= 1 }))
        }

        private var counters: [Counter] = []

        private func deliverAll(to relay: LifecycleRelay) {
            for raw in stream {
                relay.receive(raw, isInteractive: false, reason: .covered)
            }
        }

        /// ns per raw callback delivered through a relay to five handlers (after one warm-up pass).
        func relayNsPerEvent() -> Double {
            let relay = makeRelay()
            deliverAll(to: relay)
            let elapsed = ContinuousClock().measure { deliverAll(to: relay) }
            handlerCalls = counters.reduce(0) { $0 &+ $1.value }
            return elapsed.nanoseconds / Double(stream.count)
        }

        /// ns per event delivered from SwiftUI's side (issue 20): a relay with no bridge, as a page's
        /// is, told that SwiftUI shows and stops showing its content, as many events as the raw
        /// stream has callbacks (after one warm-up pass). Each appearance delivers `willAppear`,
        /// `isAppearing` and `didAppear`, each disappearance `willDisappear` and `didDisappear` at
        /// the end of its view update, which the loop ends itself (the relay's own scheduling of it,
        /// once, stays queued).
        func fallbackNsPerEvent() -> Double {
            let relay = makeRelay()
            let pairs = max(1, stream.count / 5)
            func alternate() {
                for _ in 0..<pairs {
                    relay.swiftUIAppearanceChanged(isShown: true)
                    relay.swiftUIAppearanceChanged(isShown: false)
                    relay.viewUpdateEnded()
                }
            }
            alternate()
            let elapsed = ContinuousClock().measure { alternate() }
            return elapsed.nanoseconds / Double(pairs * 5)
        }

        /// ns per raw callback through `AppearanceBalancer.receive` alone, its events counted.
        func balancerNsPerEvent() -> Double {
            var checksum = 0
            var balancer = AppearanceBalancer()
            for raw in stream { checksum &+= balancer.receive(raw).count }
            let elapsed = ContinuousClock().measure {
                for raw in stream { checksum &+= balancer.receive(raw).count }
            }
            handlerCalls &+= checksum & 1
            return elapsed.nanoseconds / Double(stream.count)
        }

        /// Swift heap allocations per raw callback once the relay is set up (after one warm-up
        /// pass), or `nil` when they cannot be counted.
        func allocationsPerEvent() -> Double? {
            let relay = makeRelay()
            deliverAll(to: relay)
            let count = AllocationCounter.counting { deliverAll(to: relay) }
            return count.map { Double($0) / Double(stream.count) }
        }
    }

    /// A counter the handlers share; unchecked, so a handler's body is one add, not an
    /// exclusivity check (only the main actor's handlers touch it): the benchmark times the relay,
    /// not its own handlers.
    private final class Counter: @unchecked Sendable {
        @exclusivity(unchecked) var value = 0
    }

#endif
