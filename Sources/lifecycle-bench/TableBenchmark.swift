// ViewLifecycle · lifecycle-bench

import Foundation
import HeadlessSwiftUI

/// `lifecycle-bench table`: a plain table of fixed-height rows in a device-sized window,
/// scrolled from top to bottom in steps of one screen, each step laid out as a frame is.
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

    /// Scrolls `rows` rows, then a tenth of them for the memory ratio; returns a summary and the
    /// RESULT line.
    static func run(rows: Int) -> (summary: String, line: String) {
        _ = scroll(rows: max(1, rows / 10))  // warms caches and metadata
        let small = scroll(rows: max(1, rows / 10))
        let large = scroll(rows: rows)
        let ratio = small.heapBytes > 0 ? Double(large.heapBytes) / Double(small.heapBytes) : 1
        let summary =
            "table: \(rows) rows scrolled in \(format(large.seconds * 1e3)) ms; heap held "
            + "\(large.heapBytes) bytes (\(max(1, rows / 10)) rows: \(small.heapBytes) bytes)"
        let line =
            "RESULT table rows=\(rows) cells_created=\(large.cellsCreated) "
            + "cell_configurations_per_row=\(format(Double(large.configurations) / Double(max(1, rows)))) "
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
                    table.layoutIfNeeded()
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
