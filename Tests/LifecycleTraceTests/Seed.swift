// ViewLifecycle · LifecycleTraceTests

import LifecycleTrace

/// Seed 000's Playground log, read from `Examples/` as the CLI would.
enum Seed {
    /// The log's path, found from this file's so tests run from any directory.
    static let path: String = {
        var url = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        url.removeLast(3)
        return (url + ["Examples", "seed000-playground.log"]).joined(separator: "/")
    }()

    /// Every record of the log.
    static func records() throws -> [TraceRecord] {
        var reader = TraceReader(try LineReader(path: path))
        var records: [TraceRecord] = []
        while let record = try reader.next() { records.append(record) }
        return records
    }

    /// The checker's report on the log.
    static func report() throws -> TraceReport {
        var checker = TraceChecker()
        for record in try records() { checker.consume(record) }
        return checker.report()
    }
}
