// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI

    /// HeadlessSwiftUI's benchmarks: `deep-update`, `wide-update` and `mount` (issue 9).
    @MainActor enum SwiftUIBenchmarks {
        // MARK: deep-update

        /// The leaf's writer, registered by the leaf's body.
        static var bumpLeaf: (() -> Void)?

        struct Chain: View {
            let depth: Int

            var body: some View {
                if depth == 0 { DeepLeaf() } else { Chain(depth: depth - 1) }
            }
        }

        struct DeepLeaf: View {
            @State private var count = 0

            var body: some View {
                let _ = SwiftUIBenchmarks.bumpLeaf = { count += 1 }
                Text("\(count)")
            }
        }

        /// Seconds per leaf update and bodies per update for a chain of `depth` views.
        static func measureDeep(depth: Int, updates: Int) -> (seconds: Double, bodies: Int) {
            Headless.reset()
            let host = UIHostingController(rootView: Chain(depth: depth))
            _ = host.view
            let before = Headless.swiftUIBodyEvaluations
            bumpLeaf?()
            Headless.runUntilIdle()
            let bodies = Headless.swiftUIBodyEvaluations - before
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for _ in 0..<updates {
                    bumpLeaf?()
                    Headless.runUntilIdle()
                }
            }
            withExtendedLifetime(host) {}
            return (elapsed.seconds / Double(updates), bodies)
        }

        /// The fastest of five interleaved rounds of `measure` at a large and a small size, so one
        /// slow moment on a shared machine does not decide the ratio, and the large size's body count.
        static func fastestOfFive(
            large: Int, small: Int, _ measure: (Int) -> (seconds: Double, bodies: Int)
        ) -> (large: Double, small: Double, bodies: Int) {
            var best = (large: Double.infinity, small: Double.infinity, bodies: 0)
            for _ in 0..<5 {
                let big = measure(large)
                let little = measure(small)
                best = (min(best.large, big.seconds), min(best.small, little.seconds), big.bodies)
            }
            return best
        }

        static func deepUpdate() {
            let best = fastestOfFive(large: 1000, small: 10) { measureDeep(depth: $0, updates: 2000) }
            print(
                "deep-update: \(format(best.large * 1e6)) µs per leaf update at depth 1000, "
                    + "\(format(best.small * 1e6)) µs at depth 10")
            print(
                "RESULT deep-update depth=1000 body_evaluations=\(best.bodies) ratio=\(format(best.large / best.small))"
            )
        }

        // MARK: wide-update

        @Observable @MainActor final class Row: Identifiable {
            let id: Int
            var title: String

            init(id: Int) {
                self.id = id
                title = "row \(id)"
            }
        }

        struct Rows: View {
            let rows: [Row]

            var body: some View {
                VStack { ForEach(rows) { row in RowView(row: row) } }
            }
        }

        struct RowView: View {
            let row: Row

            var body: some View { Text(row.title) }
        }

        static func measureWide(count: Int, updates: Int) -> (seconds: Double, bodies: Int) {
            Headless.reset()
            let rows = (0..<count).map(Row.init)
            let host = UIHostingController(rootView: Rows(rows: rows))
            _ = host.view
            let before = Headless.swiftUIBodyEvaluations
            rows[count / 2].title = "changed"
            Headless.runUntilIdle()
            let bodies = Headless.swiftUIBodyEvaluations - before
            let clock = ContinuousClock()
            let elapsed = clock.measure {
                for index in 0..<updates {
                    rows[index % count].title = "update \(index)"
                    Headless.runUntilIdle()
                }
            }
            withExtendedLifetime(host) {}
            return (elapsed.seconds / Double(updates), bodies)
        }

        static func wideUpdate() {
            let best = fastestOfFive(large: 1000, small: 10) { measureWide(count: $0, updates: 2000) }
            print(
                "wide-update: \(format(best.large * 1e6)) µs per row update with 1000 rows, "
                    + "\(format(best.small * 1e6)) µs with 10")
            print(
                "RESULT wide-update rows=1000 body_evaluations=\(best.bodies) ratio=\(format(best.large / best.small))"
            )
        }

        // MARK: mount

        struct Section: View {
            let index: Int

            var body: some View {
                VStack { ForEach(0..<100) { Cell(section: index, item: $0) } }
            }
        }

        struct Cell: View {
            let section: Int
            let item: Int

            var body: some View { Text("cell") }
        }

        struct Tree: View {
            var body: some View {
                VStack { ForEach(0..<100) { Section(index: $0) } }
            }
        }

        /// The resident memory of the process in bytes (`/proc/self/statm`), or 0 where there is none.
        ///
        /// Measured on the first, fresh mount only: later rounds reuse pages the first one freed.
        static func residentBytes() -> Int {
            guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else {
                return 0
            }
            let fields = text.split(separator: " ")
            guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
            return pages * 4096
        }

        static func mount() {
            let views = 10_000  // Cell views (each with its Text), inside 100 Sections
            var bestSeconds = Double.infinity
            var bytes = 0
            for round in 0..<5 {
                Headless.reset()
                let clock = ContinuousClock()
                var grown = 0
                let elapsed = clock.measure {
                    var host: UIHostingController<Tree>? = UIHostingController(rootView: Tree())
                    let start = residentBytes()
                    _ = host?.view
                    grown = residentBytes() - start
                    host = nil
                }
                bestSeconds = min(bestSeconds, elapsed.seconds)
                if round == 0 { bytes = grown / views }
            }
            print("mount: mounted and unmounted \(views) views in \(format(bestSeconds * 1e3)) ms")
            print("RESULT mount views_per_s=\(Int(Double(views) / bestSeconds)) bytes_per_view=\(bytes)")
        }
    }

#endif
