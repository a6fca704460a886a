// ViewLifecycle · lifecycle-bench
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import Foundation
    import HeadlessSwiftUI

    /// `lifecycle-bench table`: a plain table of fixed-height rows in a device-sized window,
    /// scrolled from top to bottom in steps of one screen, each step a run-loop turn (a frame),
    /// whose layout pass tiles the rows.
    @MainActor enum TableBenchmark {
        /// One scroll through a table.
        struct Scroll {
            /// Cells the data source made (each `init`).
            var cellsCreated = 0
            /// `cellForRowAt` calls.
            var configurations = 0
            /// Heap bytes held at the bottom, less before the table existed.
            var heapBytes = 0
            /// Wall time of the scroll.
            var seconds = 0.0
        }

        /// Scrolls a tenth of `rows`, then `rows`, three times each (the heap figures are the
        /// median of the three, against the allocator's noise); returns a summary and the RESULT
        /// line.
        static func run(rows: Int) -> (summary: String, line: String) {
            let tenth = max(1, rows / 10)
            _ = scroll(rows: tenth)  // warms caches and metadata
            let small = (0..<3).map { _ in scroll(rows: tenth) }
            let large = (0..<3).map { _ in scroll(rows: rows) }
            let smallHeap = small.map(\.heapBytes).sorted()[1]
            let largeHeap = large.map(\.heapBytes).sorted()[1]
            let last = large[large.count - 1]
            let ratio = smallHeap > 0 ? Double(largeHeap) / Double(smallHeap) : 1
            let summary =
                "table: \(rows) rows scrolled in \(format(last.seconds * 1e3)) ms; heap held "
                + "\(largeHeap) bytes (\(tenth) rows: \(smallHeap) bytes)"
            let line =
                "RESULT table rows=\(rows) cells_created=\(last.cellsCreated) "
                + "cell_configurations_per_row=\(format(Double(last.configurations) / Double(max(1, rows)))) "
                + "memory_ratio_100k_vs_10k=\(format(ratio))"
            return (summary, line)
        }

        /// Shows a table of `rows` rows and scrolls it to the bottom a screen at a time.
        static func scroll(rows: Int) -> Scroll {
            Headless.reset()
            let heapBefore = HeapInUse.bytes() ?? 0
            let source = Source(rows: rows)
            let controller = UIViewController()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = controller
            window.makeKeyAndVisible()
            let table = UITableView(frame: controller.view.bounds, style: .plain)
            table.register(Cell.self, forCellReuseIdentifier: Cell.identifier)
            table.rowHeight = 44
            table.dataSource = source
            controller.view.addSubview(table)
            Headless.runUntilIdle()
            var result = Scroll()
            let clock = ContinuousClock()
            result.seconds =
                clock.measure {
                    let bottom = table.contentSize.height - table.bounds.height
                    while table.contentOffset.y < bottom {
                        table.contentOffset.y = min(bottom, table.contentOffset.y + table.bounds.height)
                        Headless.runUntilIdle()
                    }
                }.seconds
            result.heapBytes = (HeapInUse.bytes() ?? 0) - heapBefore
            result.cellsCreated = source.cellsCreated
            result.configurations = source.configurations
            withExtendedLifetime((window, source)) {}
            Headless.reset()
            return result
        }
    }

#endif
