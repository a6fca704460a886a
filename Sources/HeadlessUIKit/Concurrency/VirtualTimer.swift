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

    /// A clock's duration in seconds, to the millisecond, the virtual clock's grain.
    ///
    /// - Parameter duration: A delay a task asked for.
    /// - Returns: The delay in seconds, never negative.
    static func seconds<D: DurationProtocol>(_ duration: D) -> TimeInterval {
        max(0, (exactSeconds(duration) * 1000).rounded() / 1000)
    }

    /// The delay a task asked for when it slept until an instant of real time (the continuous or
    /// suspending clock's `sleep(for:)` does), to the millisecond.
    ///
    /// Real time passes between the task reading the clock and the wake-up being filed, so the
    /// delay still to run (`remaining`) falls short of the one asked for; from the start of the
    /// job that slept (`timeInJob` ago) it is over by the job's own work before the sleep. The
    /// first gap is a few microseconds unless the machine pauses the thread in it, which a loaded
    /// machine does for a millisecond or more; the job's start then bounds the delay from above
    /// more closely. So the delay is `remaining` rounded up when it is that close to a whole
    /// millisecond, and otherwise whichever bound is nearer one: a two-second sleep stays two
    /// seconds on a loaded machine, where rounding `remaining` alone made it 1.999 s now and then.
    ///
    /// - Parameters:
    ///   - remaining: The real time from now to the deadline.
    ///   - timeInJob: The real time since the job that slept began, or `nil` outside a job.
    /// - Returns: The delay in seconds, never negative.
    static func delay<D: DurationProtocol>(remaining: D, timeInJob: Duration?) -> TimeInterval {
        let short = max(0, exactSeconds(remaining))
        let roundedUp = (short * 1000).rounded(.up) / 1000
        if roundedUp - short <= filingGap { return roundedUp }
        guard let timeInJob else { return (short * 1000).rounded() / 1000 }
        let over = short + max(0, exactSeconds(timeInJob))
        let roundedDown = (over * 1000).rounded(.down) / 1000
        return roundedUp - short <= over - roundedDown ? roundedUp : roundedDown
    }

    /// The most real time, in seconds, between a task reading the clock to sleep and its
    /// wake-up being filed while the thread runs on: tens of microseconds at the most.
    static let filingGap: TimeInterval = 0.000_05

    private static func exactSeconds<D: DurationProtocol>(_ duration: D) -> TimeInterval {
        guard let duration = duration as? Duration else { return 0 }
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
