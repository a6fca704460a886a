// ViewLifecycle · LifecycleTrace

extension TraceChecker {
    /// The findings of one object lifetime (or of the log as a whole) kept for the report: at
    /// most ``TraceChecker/findingLimit`` per rule, with exact counts of all of them and of the
    /// ones left out.
    ///
    /// A lifetime whose every callback is a breach keeps ten findings and a counter, not a
    /// finding per line.
    struct FindingLog: Sendable {
        private(set) var findings: [TraceFinding] = []
        private(set) var omissions: [TraceReport.Omission] = []
        private(set) var breachCount = 0
        private(set) var noteCount = 0
        /// How many findings of each rule were kept, four bits per rule by ``TraceRule/ordinal``
        /// (up to 15, above ``TraceChecker/findingLimit``): a word per lifetime where a
        /// dictionary would allocate.
        private var keptCounts: UInt64 = 0

        /// Counts a finding, and keeps it if fewer than the limit of its rule were kept.
        mutating func append(_ finding: TraceFinding) {
            append(rule: finding.rule, line: finding.line, object: finding.object, typeName: finding.typeName)
            {
                finding.message
            }
        }

        /// Counts a finding, building its message only if it is kept: a lifetime of millions of
        /// repeats of one finding would otherwise build a message per line to throw away.
        mutating func append(
            rule: TraceRule, line: Int, object: String?, typeName: String?, message: () -> String
        ) {
            if rule.severity == .breach { breachCount += 1 } else { noteCount += 1 }
            let shift = UInt64(rule.ordinal * 4)
            let kept = Int(keptCounts >> shift & 0xF)
            if kept < TraceChecker.findingLimit {
                keptCounts += 1 << shift
                findings.append(
                    TraceFinding(
                        line: line, object: object, typeName: typeName, rule: rule, message: message()))
            } else if let index = omissions.firstIndex(where: { $0.rule == rule }) {
                omissions[index].add(line: line)
            } else {
                omissions.append(
                    TraceReport.Omission(
                        object: object, typeName: typeName, rule: rule, count: 1, firstLine: line,
                        lastLine: line))
            }
        }

        /// The kept findings in line order (a late `viewDidLoad` reports the callbacks before it
        /// after them), in the order found where lines tie.
        var findingsInLineOrder: [TraceFinding] {
            findings.enumerated().sorted { ($0.element.line, $0.offset) < ($1.element.line, $1.offset) }.map(
                \.element)
        }

        /// The findings left out, by first line.
        var omissionsInLineOrder: [TraceReport.Omission] {
            FindingLog.inLineOrder(omissions)
        }

        /// `omissions` by first line, then rule.
        static func inLineOrder(_ omissions: [TraceReport.Omission]) -> [TraceReport.Omission] {
            omissions.sorted { ($0.firstLine, $0.rule.rawValue) < ($1.firstLine, $1.rule.rawValue) }
        }
    }
}
