// ViewLifecycle · LifecycleBenchTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import CommandKit
    import Foundation
    import HeadlessTestSupport
    import Testing

    @testable import lifecycle_bench

    /// `lifecycle-bench modifiers`: its options and the shape of its RESULT line, with the route from
    /// SwiftUI's side measured on a short stream (the full benchmark belongs to release runs).
    @Suite(.headlessWorld) @MainActor struct ModifiersBenchTests {
        private func parse(_ arguments: [String]) throws(CommandError) -> ModifiersBenchCommand {
            try ModifiersBenchCommand(
                ParsedArguments(ArgumentToken.tokenize(arguments), for: ModifiersBenchCommand.configuration))
        }

        @Test("the table lists modifiers; --screens and --events keep their defaults")
        func registered() throws {
            #expect(BenchCommand.table.rows.map(\.configuration.name).contains("modifiers"))
            let command = try parse([])
            #expect(command.screens == 1_000)
            #expect(command.events == 5_000_000)
        }

        @Test("the RESULT line names every figure, fallback_ns_per_event last")
        func line() {
            let line = ModifiersBenchmark.resultLine(
                bridges: 1, bytes: 2_400, relayNs: 30.5, balancerNs: 12.25, fallbackNs: 41)
            #expect(
                line
                    == "RESULT modifiers bridges_per_view=1.000 bytes_per_bridge=2400 ns_per_event=30.500 "
                    + "balancer_ns_per_event=12.250 fallback_ns_per_event=41.000")
        }

        @Test("events from SwiftUI's side go through the relay to the handlers: five per show-and-hide pair")
        func fallbackDelivers() {
            let delivery = RelayDelivery(events: 1_000)
            let nanoseconds = delivery.fallbackNsPerEvent()
            #expect(nanoseconds > 0)
        }
    }

#endif
