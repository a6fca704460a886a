// ViewLifecycle · Combine

import Dispatch
import Foundation

/// The main queue schedules on the headless run loop in virtual time, as `RunLoop` does: `now`
/// is the virtual clock (one second of uptime, as uptime zero means "now" to Dispatch, plus the
/// virtual nanoseconds since the world began), so work scheduled after a time runs when
/// `Headless.advance(by:)` reaches it. Other queues keep that clock for `now` and run one-shot
/// work on the real queue, after the same distance in real time.
extension DispatchQueue: Scheduler {
    /// This scheduler's definition of the current moment in time: the virtual clock.
    public var now: DispatchQueue.SchedulerTimeType {
        let nanoseconds = UInt64((VirtualClock.now * 1_000_000_000).rounded())
        return SchedulerTimeType(DispatchTime(uptimeNanoseconds: Self.virtualUptimeOrigin + nanoseconds))
    }

    /// The minimum tolerance allowed by the scheduler: none, as virtual time is exact.
    public var minimumTolerance: DispatchQueue.SchedulerTimeType.Stride { .nanoseconds(0) }

    /// Performs the action on the next run-loop turn (the main queue) or asynchronously.
    public func schedule(options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void) {
        guard isMain else {
            let work = ScheduledWork(action)
            return async { work.run() }
        }
        VirtualClock.enqueue(action)
    }

    /// Performs the action when the clock reaches the time.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, tolerance: DispatchQueue.SchedulerTimeType.Stride,
        options: DispatchQueue.SchedulerOptions?, _ action: @escaping () -> Void
    ) {
        let seconds = Self.virtualSeconds(date)
        guard isMain else {
            let work = ScheduledWork(action)
            let delay = max(seconds - VirtualClock.now, 0)
            return asyncAfter(deadline: .now() + delay) { work.run() }
        }
        VirtualClock.schedule(at: seconds, action)
    }

    /// Performs the action when the clock reaches the time, then every interval until cancelled.
    public func schedule(
        after date: DispatchQueue.SchedulerTimeType, interval: DispatchQueue.SchedulerTimeType.Stride,
        tolerance: DispatchQueue.SchedulerTimeType.Stride, options: DispatchQueue.SchedulerOptions?,
        _ action: @escaping () -> Void
    ) -> any Cancellable {
        let seconds = Self.virtualSeconds(date)
        return VirtualClock.repeating(
            from: seconds, every: Double(interval.magnitude) / 1_000_000_000, action)
    }

    /// The uptime of virtual time zero.
    private static let virtualUptimeOrigin: UInt64 = 1_000_000_000

    /// The virtual seconds a dispatch time stands for.
    private static func virtualSeconds(_ time: DispatchQueue.SchedulerTimeType) -> TimeInterval {
        let nanoseconds = Int64(time.dispatchTime.uptimeNanoseconds) - Int64(virtualUptimeOrigin)
        return TimeInterval(nanoseconds) / 1_000_000_000
    }

    /// Whether this is the main queue: compared by label, as each `DispatchQueue.main` off
    /// Apple platforms is a new object.
    private var isMain: Bool { label == DispatchQueue.main.label }
}
