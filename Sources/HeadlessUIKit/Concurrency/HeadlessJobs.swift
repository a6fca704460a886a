// ViewLifecycle · HeadlessUIKit

import Synchronization

/// Which jobs belong to the run loop: those of the tasks the runtime started and of the tasks
/// they start, and what a sleeping task's wake-up enqueues.
///
/// Everything else the main actor runs (a test's own steps, Swift Testing's bookkeeping) goes to
/// the real main queue: run inside `runUntilIdle()`, another test's steps would interleave with
/// this one's in the middle of a call.
enum HeadlessJobs {
    /// The tasks the runtime started and that have not ended, by address, so that one resumed
    /// from outside the runtime (cancelled by a test's call) still comes back to the run loop.
    private static let started = Mutex<Set<UInt>>([])

    /// The thread running a wake-up job now, as a number; 0 when none is. The wake-up runs in a
    /// task of the concurrency runtime's own, which carries no task-locals.
    private static let wakeThread = Atomic<UInt>(0)

    /// Whether a job being enqueued now belongs to the run loop.
    ///
    /// - Parameter job: The job.
    /// - Returns: Whether the enqueuing task follows virtual time, the job is a task the runtime
    ///   started, or a wake-up job is enqueuing it.
    static func belongToRunLoop(_ job: UnownedJob) -> Bool {
        if HeadlessTaskExecutor.followsVirtualTime { return true }
        if wakeThread.load(ordering: .acquiring) == ConcurrencyRuntime.currentThread { return true }
        let address = unsafeBitCast(job, to: UInt.self)
        return started.withLock { $0.contains(address) }
    }

    /// Notes a task the runtime started, until it ends.
    ///
    /// - Parameter address: The task's address.
    static func noteStarted(_ address: UInt) {
        _ = started.withLock { $0.insert(address) }
    }

    /// Forgets a task the runtime started, as it ends.
    ///
    /// - Parameter address: The task's address.
    static func noteEnded(_ address: UInt) {
        _ = started.withLock { $0.remove(address) }
    }

    /// Runs `body`, a wake-up job, so what it enqueues joins the run loop.
    ///
    /// - Parameter body: Runs the job.
    static func runningWakeUp(_ body: () -> Void) {
        let previous = wakeThread.exchange(ConcurrencyRuntime.currentThread, ordering: .acquiringAndReleasing)
        body()
        wakeThread.store(previous, ordering: .releasing)
    }
}
