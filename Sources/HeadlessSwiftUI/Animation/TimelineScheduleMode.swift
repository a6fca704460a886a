// ViewLifecycle · HeadlessSwiftUI

/// A mode of operation for timeline schedule updates.
public enum TimelineScheduleMode: Sendable, Hashable {
    /// A mode that produces schedule updates at the schedule's natural cadence.
    case normal
    /// A mode that produces schedule updates at a reduced rate.
    case lowFrequency
}
