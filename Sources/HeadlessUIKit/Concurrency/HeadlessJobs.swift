// ViewLifecycle · HeadlessUIKit

import Foundation

/// Which jobs belong to the run loop: those of the tasks the runtime started and of the tasks
/// they start, and what a sleeping task's wake-up enqueues.
///
/// Everything else the main actor runs (a test's own steps, Swift Testing's bookkeeping) goes to
/// the real main queue: run inside `runUntilIdle()`, another test's steps would interleave with
/// this one's in the middle of a call.
package enum HeadlessJobs {
    /// Whether the current task follows the runtime's virtual clock: set for the tasks the
    /// runtime starts and while the run loop runs, and inherited by child tasks and the tasks
    /// created under it.
    @TaskLocal package static var followVirtualTime = false

    /// What the hooks ask from any thread, behind a lock (`NSLock`: `Mutex` needs macOS 15).
    private final class State: @unchecked Sendable {
        let lock = NSLock()
        /// The tasks the runtime started and that have not ended, by address, so that one
        /// resumed from outside the runtime (cancelled by a test's call) still comes back.
        var started: Set<UInt> = []
        /// The thread running a wake-up job now, as a number; 0 when none is. The wake-up runs
        /// in a task of the concurrency runtime's own, which carries no task-locals.
        var wakeThread: UInt = 0
    }

    private static let state = State()

    private static func withLock<Result>(_ body: (State) -> Result) -> Result {
        state.lock.lock()
        defer { state.lock.unlock() }
        return body(state)
    }

    /// Starts a task the way the runtime's `task` modifiers do: its work runs on the run loop
    /// and its sleeps follow the virtual clock.
    ///
    /// Where task executors are not available (before macOS 15 and iOS 18), only its main-actor
    /// steps and sleeps follow the run loop.
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - operation: The task's work, isolated as it was written (a view's body makes it
    ///     main-actor work).
    /// - Returns: The task, for cancelling it.
    package static func startTask(
        priority: TaskPriority?, _ operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let task = $followVirtualTime.withValue(true) {
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return Task(executorPreference: HeadlessTaskExecutor.shared, priority: priority) {
                    await operation()
                    noteEnded()
                }
            }
            return Task(priority: priority) {
                await operation()
                noteEnded()
            }
        }
        let address = unsafeBitCast(task, to: UInt.self)
        withLock { _ = $0.started.insert(address) }
        return task
    }

    /// Forgets the task running the caller, a task the runtime started, as it ends.
    private static func noteEnded() {
        let address = withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UInt.self) } ?? 0 }
        withLock { _ = $0.started.remove(address) }
    }

    /// Whether a job being enqueued now belongs to the run loop.
    ///
    /// - Parameter job: The job.
    /// - Returns: Whether the enqueuing task follows virtual time, the job is a task the runtime
    ///   started, or a wake-up job is enqueuing it.
    static func belongToRunLoop(_ job: UnownedJob) -> Bool {
        if followVirtualTime { return true }
        let address = unsafeBitCast(job, to: UInt.self)
        let thread = ConcurrencyRuntime.currentThread
        return withLock { $0.wakeThread == thread || $0.started.contains(address) }
    }

    /// Runs `body`, a wake-up job, so what it enqueues joins the run loop.
    ///
    /// - Parameter body: Runs the job.
    static func runningWakeUp(_ body: () -> Void) {
        let thread = ConcurrencyRuntime.currentThread
        let previous = withLock { state in
            defer { state.wakeThread = thread }
            return state.wakeThread
        }
        body()
        withLock { $0.wakeThread = previous }
    }
}
