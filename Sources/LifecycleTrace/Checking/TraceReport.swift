// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// What ``TraceChecker`` found in a trace: the objects it saw and the findings, in line order.
public struct TraceReport: Codable, Sendable, Equatable {
    /// One object of the trace, in first-seen order.
    public struct Object: Codable, Sendable, Equatable {
        /// The object's address as printed.
        public var address: String
        /// The object's readable type name, if known.
        public var typeName: String?
        /// How many records named the object.
        public var recordCount: Int
        /// The appearance phase UIKit's callbacks left the object in.
        public var finalPhase: AppearancePhase

        /// Creates an object summary.
        ///
        /// - Parameters:
        ///   - address: The address.
        ///   - typeName: The type name.
        ///   - recordCount: The number of records.
        ///   - finalPhase: The last phase.
        public init(address: String, typeName: String?, recordCount: Int, finalPhase: AppearancePhase) {
            self.address = address
            self.typeName = typeName
            self.recordCount = recordCount
            self.finalPhase = finalPhase
        }
    }

    /// The objects, in the order the trace first names them.
    public var objects: [Object]
    /// The findings kept, in line order: at most ``TraceChecker/findingLimit`` per object
    /// and rule.
    public var findings: [TraceFinding]
    /// The findings counted but not kept, per object and rule, by first line.
    public var omittedFindings: [Omission]
    /// The number of breaches of UIKit's documented order, listed or not.
    public var breachCount: Int
    /// The number of notes, listed or not.
    public var noteCount: Int
    /// The console lines that were not lifecycle lines, counted by
    /// ``TraceChecker/consume(contentsOf:)`` as it reads them.
    public var skippedLineCount: Int

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - objects: The objects in first-seen order.
    ///   - findings: The findings in line order.
    ///   - skippedLineCount: The number of skipped lines.
    public init(objects: [Object], findings: [TraceFinding], skippedLineCount: Int = 0) {
        self.init(
            objects: objects, findings: findings, omittedFindings: [],
            breachCount: findings.count { $0.severity == .breach },
            noteCount: findings.count { $0.severity == .note },
            skippedLineCount: skippedLineCount)
    }

    /// Creates a report whose findings were kept up to a limit, with exact counts.
    ///
    /// - Parameters:
    ///   - objects: The objects in first-seen order.
    ///   - findings: The findings kept, in line order.
    ///   - omittedFindings: The findings counted but not kept.
    ///   - breachCount: All breaches, kept or not.
    ///   - noteCount: All notes, kept or not.
    ///   - skippedLineCount: The number of skipped lines.
    public init(
        objects: [Object], findings: [TraceFinding], omittedFindings: [Omission], breachCount: Int,
        noteCount: Int,
        skippedLineCount: Int
    ) {
        self.objects = objects
        self.findings = findings
        self.omittedFindings = omittedFindings
        self.breachCount = breachCount
        self.noteCount = noteCount
        self.skippedLineCount = skippedLineCount
    }
}
