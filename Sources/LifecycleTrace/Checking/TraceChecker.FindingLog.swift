// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// The findings kept for the report, at most ``TraceChecker/findingLimit`` per object and rule, with exact counts of all of them and of the ones left out.
    ///
    /// A log whose every line is a breach used to keep a finding per line, about ten times the
    /// log's size in memory; now one object's repeats of a rule cost a counter.
    struct FindingLog: Sendable {
        /// A rule's findings for one object, by its slot in the checker (-1: the log as a whole).
        struct Key: Hashable, Sendable {
            var slot: Int
            var rule: TraceRule
        }

        private(set) var findings: [TraceFinding] = []
        private(set) var breachCount = 0
        private(set) var noteCount = 0
        private var keptCounts: [Key: Int] = [:]
        private var omissions: [Key: TraceReport.Omission] = [:]

        /// Counts a finding, and keeps it if fewer than the limit were kept for its key.
        mutating func append(_ finding: TraceFinding, slot: Int) {
            append(
                rule: finding.rule, line: finding.line, slot: slot, object: finding.object,
                typeName: finding.typeName
            ) { finding.message }
        }

        /// Counts a finding, building its message only if it is kept: a log of millions of
        /// repeats of one finding would otherwise build a message per line to throw away.
        mutating func append(
            rule: TraceRule, line: Int, slot: Int, object: String?, typeName: String?, message: () -> String
        ) {
            if rule.severity == .breach { breachCount += 1 } else { noteCount += 1 }
            let key = Key(slot: slot, rule: rule)
            let kept = keptCounts[key, default: 0]
            if kept < TraceChecker.findingLimit {
                keptCounts[key] = kept + 1
                findings.append(
                    TraceFinding(
                        line: line, object: object, typeName: typeName, rule: rule, message: message()))
                return
            }
            omissions[
                key,
                default: TraceReport.Omission(
                    object: object, typeName: typeName, rule: rule, count: 0, firstLine: line, lastLine: line)
            ].add(line: line)
        }

        /// The findings left out, by first line.
        var omitted: [TraceReport.Omission] {
            omissions.values.sorted { ($0.firstLine, $0.rule.rawValue) < ($1.firstLine, $1.rule.rawValue) }
        }
    }
}
