// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
public struct AnimationTimelineSchedule: TimelineSchedule, Sendable {
    /// The sequence of dates within a schedule.
    public struct Entries: Sequence, IteratorProtocol, Sendable {
        var nextDate: Date?
        let interval: TimeInterval
        let paused: Bool

        /// The next frame's date, or `nil` after the first when paused.
        public mutating func next() -> Date? {
            guard let current = nextDate else { return nil }
            nextDate = paused ? nil : current + interval
            return current
        }
    }

    let minimumInterval: Double?
    let paused: Bool

    /// Create a pausable schedule of dates updating at a frequency no more quickly than the
    /// provided interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at (a 60 Hz frame when `nil`).
    ///   - paused: When true, the schedule stops generating dates.
    public init(minimumInterval: Double? = nil, paused: Bool = false) {
        self.minimumInterval = minimumInterval
        self.paused = paused
    }

    /// Frames from `start`, one every minimum interval.
    ///
    /// - Parameters:
    ///   - start: The first date.
    ///   - mode: The cadence (ignored headlessly).
    /// - Returns: The entries.
    public func entries(from start: Date, mode: TimelineScheduleMode) -> Entries {
        Entries(nextDate: start, interval: minimumInterval ?? 1.0 / 60.0, paused: paused)
    }
}
