// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A schedule for updating a timeline view at the start of every minute.
public struct EveryMinuteTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in an every minute schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date

        /// The next date: the start of the minute after the one before.
        public mutating func next() -> Date? {
            defer { nextDate += 60 }
            return nextDate
        }
    }

    /// Creates a per-minute update schedule.
    public init() {}

    /// The start of the minute containing `startDate`, then the start of every minute after.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The cadence (ignored headlessly).
    /// - Returns: The entries.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        let seconds = startDate.timeIntervalSinceReferenceDate
        return Entries(nextDate: Date(timeIntervalSinceReferenceDate: (seconds / 60).rounded(.down) * 60))
    }
}
