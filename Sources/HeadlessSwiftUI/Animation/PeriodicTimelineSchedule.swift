// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A schedule for updating a timeline view at regular intervals.
public struct PeriodicTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates in periodic schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date
        let interval: TimeInterval

        /// The next date, `interval` after the one before.
        public mutating func next() -> Date? {
            defer { nextDate += interval }
            return nextDate
        }
    }

    let startDate: Date
    let interval: TimeInterval

    /// Creates a periodic update schedule.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    public init(from startDate: Date, by interval: TimeInterval) {
        self.startDate = startDate
        self.interval = interval
    }

    /// The dates of the schedule from the last one at or before `startDate` (or from the
    /// schedule's start, if that is later).
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: The cadence (ignored headlessly).
    /// - Returns: The entries.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        guard interval > 0, startDate > self.startDate else {
            return Entries(nextDate: self.startDate, interval: interval)
        }
        let steps = (startDate.timeIntervalSince(self.startDate) / interval).rounded(.down)
        return Entries(nextDate: self.startDate + steps * interval, interval: interval)
    }
}
