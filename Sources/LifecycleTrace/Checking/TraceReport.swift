// ViewLifecycle · LifecycleTrace

import LifecycleCore

/// What ``TraceChecker`` found in a trace: a section per object lifetime, the findings about
/// the log, and exact counts.
public struct TraceReport: Codable, Sendable, Equatable {
    /// The objects' sections: the lifetimes that ended, in the order they ended, then the ones
    /// still alive, in first-seen order. Sections already taken from the checker while streaming
    /// are not repeated.
    public var objects: [Object]
    /// The findings about the log as a whole, kept up to the limit per rule, in line order:
    /// callbacks after an object's `deinit`, unpaired `make…` calls, several controllers made.
    public var logFindings: [TraceFinding]
    /// The findings about the log counted but not kept, per rule, by first line.
    public var logOmittedFindings: [Omission]
    /// The number of breaches of UIKit's documented order, listed or not, in every section.
    public var breachCount: Int
    /// The number of notes, listed or not, in every section.
    public var noteCount: Int
    /// The number of object lifetimes, listed here or taken earlier.
    public var objectCount: Int
    /// The console lines that were not lifecycle lines, counted by
    /// ``TraceChecker/consume(contentsOf:)`` as it reads them.
    public var skippedLineCount: Int

    /// Creates a report.
    ///
    /// - Parameters:
    ///   - objects: The objects' sections.
    ///   - logFindings: The findings about the log that were kept, in line order.
    ///   - logOmittedFindings: The findings about the log counted but not kept.
    ///   - breachCount: All breaches, kept or not.
    ///   - noteCount: All notes, kept or not.
    ///   - objectCount: All lifetimes, listed or not.
    ///   - skippedLineCount: The number of skipped lines.
    public init(
        objects: [Object], logFindings: [TraceFinding], logOmittedFindings: [Omission], breachCount: Int,
        noteCount: Int, objectCount: Int, skippedLineCount: Int
    ) {
        self.objects = objects
        self.logFindings = logFindings
        self.logOmittedFindings = logOmittedFindings
        self.breachCount = breachCount
        self.noteCount = noteCount
        self.objectCount = objectCount
        self.skippedLineCount = skippedLineCount
    }

    /// Every finding kept, the sections' and the log's, in line order.
    public var findings: [TraceFinding] {
        (objects.flatMap(\.findings) + logFindings).enumerated().sorted {
            ($0.element.line, $0.offset) < ($1.element.line, $1.offset)
        }.map(\.element)
    }

    /// Every finding counted but not kept, the sections' and the log's, by first line and rule.
    public var omittedFindings: [Omission] {
        TraceChecker.FindingLog.inLineOrder(objects.flatMap(\.omittedFindings) + logOmittedFindings)
    }
}
