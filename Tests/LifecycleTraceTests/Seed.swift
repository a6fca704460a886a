// ViewLifecycle · LifecycleTraceTests

import LifecycleFixtures
import LifecycleTrace

/// Seed 000's Playground log, read from the fixtures as the CLI would.
enum Seed {
    /// The log's path.
    static let path = Fixture.seed000PlaygroundLog

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
