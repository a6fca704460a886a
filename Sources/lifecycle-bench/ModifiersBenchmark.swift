// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI
    import LifecycleCore
    import ViewLifecycle

    /// ViewLifecycle's benchmark, `modifiers` (issue 11 item 9): hosted screens chaining five
    /// modifiers, pushed and popped, then the relay's delivery timed against the bare balancer.
    @MainActor enum ModifiersBenchmark {
        /// Runs the measurements and prints the RESULT line last.
        ///
        /// The three timings interleave, and each is the fastest of `rounds`: on a shared machine a
        /// single pass of one of them can be slowed by another process, and the ratio with it.
        static func run(screens: Int, events: Int, rounds: Int = 5) {
            let bridges = bridgesPerView(screens: screens)
            let bytes = bytesPerBridge(screens: screens)
            let delivery = RelayDelivery(events: events)
            var relayNs = Double.infinity
            var balancerNs = Double.infinity
            var fallbackNs = Double.infinity
            for _ in 0..<rounds {
                relayNs = min(relayNs, delivery.relayNsPerEvent())
                balancerNs = min(balancerNs, delivery.balancerNsPerEvent())
                fallbackNs = min(fallbackNs, delivery.fallbackNsPerEvent())
            }
            let allocations = delivery.allocationsPerEvent()
            print(
                "modifiers: \(screens) screens pushed and popped; \(events) raw callbacks to five handlers,"
                    + " the fastest of \(rounds) rounds")
            print(
                "allocations_per_event=\(allocations.map { format($0) } ?? "unknown") ratio=\(format(relayNs / balancerNs))"
                    + " fallback_ratio=\(format(fallbackNs / relayNs)) handler_calls=\(delivery.handlerCalls)"
            )
            print(
                resultLine(
                    bridges: bridges, bytes: bytes, relayNs: relayNs, balancerNs: balancerNs,
                    fallbackNs: fallbackNs))
        }

        /// The RESULT line: bridges per view, bytes per bridge, ns per event through the relay from
        /// UIKit's side, through the bare balancer, and from SwiftUI's side.
        static func resultLine(
            bridges: Double, bytes: Int, relayNs: Double, balancerNs: Double, fallbackNs: Double
        )
            -> String
        {
            "RESULT modifiers bridges_per_view=\(format(bridges)) bytes_per_bridge=\(bytes) "
                + "ns_per_event=\(format(relayNs)) balancer_ns_per_event=\(format(balancerNs)) "
                + "fallback_ns_per_event=\(format(fallbackNs))"
        }

        /// A screen chaining five of our modifiers, as an app writes them.
        static func chained(_ index: Int) -> some View {
            Text("Screen \(index)")
                .onLoad {}
                .onWillAppear {}
                .onDidAppear {}
                .onWillDisappear {}
                .onLifecycle { _, _ in }
        }

        /// Pushes and pops `screens` hosted screens; returns the hidden controllers per screen.
        private static func bridgesPerView(screens: Int) -> Double {
            Headless.reset()
            let navigation = UINavigationController(rootViewController: UIViewController())
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            Headless.runUntilIdle()
            var children = 0
            for index in 0..<screens {
                let host = UIHostingController(rootView: chained(index))
                navigation.pushViewController(host, animated: true)
                Headless.runUntilIdle()
                children += host.children.count
                navigation.popViewController(animated: true)
                Headless.runUntilIdle()
            }
            withExtendedLifetime(window) {}
            return Double(children) / Double(screens)
        }

        /// Bytes in use after mounting `screens` hosts with the chain, less the same hosts without
        /// it, per screen: the bridge controller and its view, the relay, the handlers and the
        /// graph nodes of the tracked view and its representable.
        private static func bytesPerBridge(screens: Int) -> Int {
            func mounted(_ make: (Int) -> UIViewController) -> Int {
                Headless.reset()
                let before = HeapInUse.bytes() ?? 0
                let hosts = (0..<screens).map { index in
                    let host = make(index)
                    host.loadViewIfNeeded()
                    return host
                }
                let after = HeapInUse.bytes() ?? 0
                withExtendedLifetime(hosts) {}
                return after - before
            }
            let plain = mounted { UIHostingController(rootView: Text("Screen \($0)")) }
            let tracked = mounted { UIHostingController(rootView: chained($0)) }
            return (tracked - plain) / screens
        }
    }

#endif
