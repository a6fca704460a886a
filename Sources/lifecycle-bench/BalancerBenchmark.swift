// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import LifecycleCore

    /// `receive` against a bare closure call over one pre-generated random stream, in one run.
    enum BalancerBenchmark {
        static func run(events count: Int) {
            var generator = SplitMix64(seed: 0xB41A_4CE5)
            let alphabet: [RawCallback] = [
                .viewDidLoad, .viewWillAppear(animated: true), .viewIsAppearing(animated: true),
                .viewDidAppear(animated: true), .viewWillDisappear(animated: false),
                .viewDidDisappear(animated: false),
            ]
            // Teardown is final, so a stream of it would measure an idle balancer; one fresh balancer per
            // 64 callbacks keeps every phase busy, and the baseline pays the same reset.
            let stream = (0..<count).map { _ in alphabet[Int(generator.next() % UInt64(alphabet.count))] }

            // The baseline: an opaque closure call per event, its result folded into a checksum so
            // neither loop can be optimized away.
            let bare: (RawCallback) -> Int = { raw in raw == .viewDidLoad ? 1 : 2 }
            let opaqueBare = Opaque(bare)
            let clock = ContinuousClock()
            var baselineChecksum = 0
            let baseline = clock.measure {
                for (index, raw) in stream.enumerated() {
                    if index & 63 == 0 { baselineChecksum &+= 1 }
                    baselineChecksum &+= opaqueBare.value(raw)
                }
            }

            var checksum = 0
            let measured = clock.measure {
                var balancer = AppearanceBalancer()
                for (index, raw) in stream.enumerated() {
                    if index & 63 == 0 { balancer = AppearanceBalancer() }
                    let events = balancer.receive(raw)
                    checksum &+= events.count
                }
            }
            let nsPerEvent = measured.nanoseconds / Double(count)
            let baselineNs = baseline.nanoseconds / Double(count)
            print("events=\(count) checksum=\(checksum) baseline_checksum=\(baselineChecksum)")
            print(
                "RESULT balancer ns_per_event=\(format(nsPerEvent)) baseline_ns=\(format(baselineNs)) "
                    + "ratio=\(format(nsPerEvent / baselineNs))")
        }
    }

    /// Hides a closure from the optimizer, so the baseline really calls it.
    final class Opaque<Value>: @unchecked Sendable {
        @inline(never) init(_ value: Value) { self.value = value }
        let value: Value
    }

#endif
