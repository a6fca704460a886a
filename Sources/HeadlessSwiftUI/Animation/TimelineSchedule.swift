// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type that provides a sequence of dates for use as a schedule.
public protocol TimelineSchedule {
    /// An alias for the timeline schedule update mode.
    typealias Mode = TimelineScheduleMode

    /// The sequence of dates within a schedule.
    associatedtype Entries: Sequence where Entries.Element == Date

    /// Provides a sequence of dates starting around a given date.
    ///
    /// - Parameters:
    ///   - startDate: The date by which the sequence begins.
    ///   - mode: An indication of whether the schedule updates normally, or with some other cadence.
    /// - Returns: A sequence of dates in ascending order.
    func entries(from startDate: Date, mode: Mode) -> Entries
}

extension TimelineSchedule where Self == PeriodicTimelineSchedule {
    /// A schedule for updating a timeline view at regular intervals.
    ///
    /// - Parameters:
    ///   - startDate: The date on which to start the sequence.
    ///   - interval: The time interval between successive sequence entries.
    /// - Returns: The schedule.
    public static func periodic(from startDate: Date, by interval: TimeInterval) -> PeriodicTimelineSchedule {
        .init(from: startDate, by: interval)
    }
}

extension TimelineSchedule where Self == EveryMinuteTimelineSchedule {
    /// A schedule for updating a timeline view at the start of every minute.
    public static var everyMinute: EveryMinuteTimelineSchedule { .init() }
}

extension TimelineSchedule {
    /// A schedule for updating a timeline view at explicit points in time.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates.
    /// - Returns: The schedule.
    public static func explicit<S>(_ dates: S) -> ExplicitTimelineSchedule<S>
    where Self == ExplicitTimelineSchedule<S>, S: Sequence, S.Element == Date {
        .init(dates)
    }
}

extension TimelineSchedule where Self == AnimationTimelineSchedule {
    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    public static var animation: AnimationTimelineSchedule { .init() }

    /// A pausable schedule of dates updating at a frequency no more quickly than the provided interval.
    ///
    /// - Parameters:
    ///   - minimumInterval: The minimum interval to update the schedule at.
    ///   - paused: When true, the schedule stops generating dates.
    /// - Returns: The schedule.
    public static func animation(
        minimumInterval: Double? = nil, paused: Bool = false
    ) -> AnimationTimelineSchedule {
        .init(minimumInterval: minimumInterval, paused: paused)
    }
}
