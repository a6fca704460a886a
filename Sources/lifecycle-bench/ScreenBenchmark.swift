// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI
    import HeadlessTesting
    import ReadingList

    /// `lifecycle-bench screen`: the ReadingList sample driven as a user does, then a 1,000-row
    /// screen mounted with and without eight inert modifiers per row.
    @MainActor enum ScreenBenchmark {
        /// Runs both measurements and prints the RESULT line last; 1 if the app could not be driven.
        static func run(sessions: Int, rounds: Int) -> Int32 {
            let session: (seconds: Double, nodes: Int, bytes: Int)
            do {
                session = try driveSessions(sessions)
            } catch {
                print("screen: error: the sample app could not be driven: \(error)")
                return 1
            }
            let cost = inertModifierCost(rounds: rounds)
            print(
                "screen: \(sessions) sessions mounted \(session.nodes) nodes in \(format(session.seconds * 1e3)) ms; "
                    + "1000 rows: \(format(cost.plain * 1e3)) ms plain (\(cost.plainNodes) nodes), "
                    + "\(format(cost.modified * 1e3)) ms modified (\(cost.modifiedNodes) nodes)"
            )
            print(
                "RESULT screen views_per_s=\(Int(Double(session.nodes) / session.seconds)) "
                    + "bytes_per_view=\(session.bytes) inert_modifier_cost=\(format(cost.modified / cost.plain))"
            )
            return 0
        }

        // MARK: the sample app

        /// One session: launch, both tabs, a detail pushed and popped, a search, the add-book sheet
        /// presented and cancelled, then the world torn down; returns the graph nodes it mounted
        /// (read before the teardown, which starts a new runtime).
        @discardableResult
        static func session() throws -> Int {
            Headless.reset()
            let before = Headless.swiftUINodesCreated
            Headless.userDefaults.removeObject(forKey: "sortOrder")
            Headless.userDefaults.removeObject(forKey: "showsFinished")
            let window = Headless.launch(ReadingListApp.self)
            try Headless.tap("Settings")
            try Headless.tap("Library")
            try Headless.tap("Leaves of Grass, Walt Whitman")
            try Headless.goBack()
            try Headless.search("of")
            try Headless.search("")
            try Headless.tap("Add Book")
            try Headless.tap("Cancel")
            Headless.runUntilIdle()
            let nodes = Headless.swiftUINodesCreated - before
            withExtendedLifetime(window) {}
            Headless.reset()
            return nodes
        }

        /// Seconds and nodes mounted over `count` sessions (best-effort wall time: the whole run,
        /// driver included), and heap bytes per node of the first launch's screen.
        static func driveSessions(_ count: Int) throws -> (seconds: Double, nodes: Int, bytes: Int) {
            try session()  // warms caches and metadata, so the figures are the steady state
            let bytes = bytesPerNode()
            var nodes = 0
            var seconds = 0.0
            let clock = ContinuousClock()
            for _ in 0..<count {
                var failure: (any Error)?
                let elapsed = clock.measure {
                    do { nodes += try session() } catch { failure = error }
                }
                if let failure { throw failure }
                seconds += elapsed.seconds
            }
            return (seconds, nodes, bytes)
        }

        /// Heap bytes in use after launching the app, less before, per node the launch made.
        static func bytesPerNode() -> Int {
            Headless.reset()
            let heapBefore = HeapInUse.bytes() ?? 0
            let nodesBefore = Headless.swiftUINodesCreated
            let window = Headless.launch(ReadingListApp.self)
            let heapAfter = HeapInUse.bytes() ?? 0
            let nodes = Headless.swiftUINodesCreated - nodesBefore
            withExtendedLifetime(window) {}
            Headless.reset()
            return nodes > 0 ? (heapAfter - heapBefore) / nodes : 0
        }

        // MARK: inert modifiers

        /// The best mount-and-unmount time of the 1,000-row screen with and without the modifiers,
        /// over `rounds` alternating rounds.
        static func inertModifierCost(
            rounds: Int
        ) -> (plain: Double, modified: Double, plainNodes: Int, modifiedNodes: Int) {
            var plain = Double.infinity
            var modified = Double.infinity
            let plainNodes = mount(PlainRows()).nodes
            let modifiedNodes = mount(ModifiedRows()).nodes
            for _ in 0..<max(1, rounds) {
                plain = min(plain, mount(PlainRows()).seconds)
                modified = min(modified, mount(ModifiedRows()).seconds)
            }
            return (plain, modified, plainNodes, modifiedNodes)
        }

        /// Seconds to mount `root` in a fresh host and let it go, and the nodes it mounted.
        static func mount<Root: View>(_ root: Root) -> (seconds: Double, nodes: Int) {
            Headless.reset()
            let before = Headless.swiftUINodesCreated
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                var host: UIHostingController<Root>? = UIHostingController(rootView: root)
                _ = host?.view
                host = nil
            }
            return (elapsed.seconds, Headless.swiftUINodesCreated - before)
        }
    }

#endif
