// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A schedule for updating a timeline view at explicit points in time.
public struct ExplicitTimelineSchedule<Entries>: TimelineSchedule
where Entries: Sequence, Entries.Element == Date {
    let dates: Entries

    /// Creates a schedule composed of an explicit sequence of dates.
    ///
    /// - Parameter dates: The sequence of dates at which a timeline view updates.
    public init(_ dates: Entries) {
        self.dates = dates
    }

    /// The dates given, as they are.
    ///
    /// - Parameters:
    ///   - startDate: Ignored.
    ///   - mode: Ignored.
    /// - Returns: The dates.
    public func entries(from startDate: Date, mode: TimelineScheduleMode) -> Entries {
        dates
    }
}
