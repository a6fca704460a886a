// ViewLifecycle · Combine

import Foundation
import HeadlessUIKit

/// Every run loop schedules on the headless main run loop, in virtual time: `now` is the
/// reference date plus the virtual seconds since the world began, and work scheduled after a
/// date runs when `Headless.advance(by:)` reaches it. Like the rest of the runtime, it is used
/// from the main thread.
extension RunLoop: Scheduler {
    /// This scheduler's definition of the current moment in time: the virtual clock.
    public var now: RunLoop.SchedulerTimeType {
        RunLoop.SchedulerTimeType(Date(timeIntervalSinceReferenceDate: VirtualClock.now))
    }

    /// The minimum tolerance allowed by the scheduler: none, as virtual time is exact.
    public var minimumTolerance: RunLoop.SchedulerTimeType.Stride { 0 }

    /// Performs the action on the next run-loop turn.
    public func schedule(options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void) {
        VirtualClock.enqueue(action)
    }

    /// Performs the action when virtual time reaches the date (on the next turn if it has passed).
    public func schedule(
        after date: RunLoop.SchedulerTimeType, tolerance: RunLoop.SchedulerTimeType.Stride,
        options: RunLoop.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        VirtualClock.schedule(at: date.date.timeIntervalSinceReferenceDate, action)
    }

    /// Performs the action when virtual time reaches the date, then every interval until cancelled.
    public func schedule(
        after date: RunLoop.SchedulerTimeType, interval: RunLoop.SchedulerTimeType.Stride,
        tolerance: RunLoop.SchedulerTimeType.Stride, options: RunLoop.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        VirtualClock.repeating(
            from: date.date.timeIntervalSinceReferenceDate, every: interval.magnitude, action)
    }
}
