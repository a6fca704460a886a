// ViewLifecycle · HeadlessUIKit

import Dispatch

/// Where a sleeping task's wake-up goes: on the run loop's virtual timeline for the tasks that
/// follow virtual time, on the real clock for any other.
enum VirtualTimer {
    /// Files `job` to run `delay` seconds from now.
    ///
    /// A task that follows virtual time wakes when `Headless.advance(by:)` reaches its deadline;
    /// any other task sleeping on the main actor (a test's own `Task.sleep`) sleeps in real time.
    ///
    /// - Parameters:
    ///   - job: The wake-up job.
    ///   - target: The executor the job was scheduled on.
    ///   - delay: Seconds from now.
    static func file(_ job: UnownedJob, on target: RunLoopQueue.JobTarget, after delay: TimeInterval) {
        if HeadlessJobs.followVirtualTime {
            RunLoopQueue.main.appendTimer(.init(delay: delay, job: job, target: target))
        } else {
            // Straight to the real main queue, as its other jobs go: queued for the run loop as a
            // wake-up, it would pull the sleeper into the next `runUntilIdle()`.
            let executor = HeadlessMainExecutor.shared.asUnownedSerialExecutor()
            DispatchQueue.main.asyncAfter(deadline: .now() + delay) { job.runSynchronously(on: executor) }
        }
    }

    /// A clock's duration in seconds, to the millisecond.
    ///
    /// A deadline of the continuous or suspending clock arrives as an instant of real time, and
    /// the few microseconds between the task reading the clock and filing its wake-up would
    /// otherwise order two equal sleeps by chance; a millisecond is far above that gap and below
    /// any delay an app means.
    static func seconds<D: DurationProtocol>(_ duration: D) -> TimeInterval {
        guard let duration = duration as? Duration else { return 0 }
        let (seconds, attoseconds) = duration.components
        let exact = Double(seconds) + Double(attoseconds) / 1e18
        return max(0, (exact * 1000).rounded() / 1000)
    }
}
