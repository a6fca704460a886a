// ViewLifecycle · LifecycleTraceTests

import Testing

@testable import LifecycleTrace

struct TraceCheckerTests {
    @Test("seed 000 names both controllers and the anomalies its author noticed")
    func seed000() throws {
        let report = try Seed.report()
        #expect(
            report.objects.map(\.address) == [
                "0x60000323fa90", "0x7f88daee0370", "0x60000323ff00", "0x7f88daee4c30",
            ])
        #expect(report.findings.map { "\($0.line) \($0.object ?? "-") \($0.rule.rawValue)" } == [])
    }
}
