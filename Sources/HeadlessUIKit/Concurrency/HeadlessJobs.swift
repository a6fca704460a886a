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
        /// The run-loop job running now, if any: a task that leaves the executor it runs on
        /// enqueues itself while no task is current, so its task-locals cannot be read then.
        var running = Running()
    }

    /// A run-loop job in progress: its thread and address, whether it is a wake-up, which runs
    /// in a task of the concurrency runtime's own that carries no task-locals, and when it began
    /// in real time, which bounds the delay of a sleep it files (`VirtualTimer`).
    private struct Running {
        var thread: UInt = 0
        var job: UInt = 0
        var isWakeUp = false
        var began: ContinuousClock.Instant?
    }

    private static let state = State()

    private static func withLock<Result>(_ body: (State) -> Result) -> Result {
        state.lock.lock()
        defer { state.lock.unlock() }
        return body(state)
    }

    /// Runs `body` as the run loop or a user's gesture does: a task it starts is one of the
    /// runtime's, as it would run on a device's main run loop.
    ///
    /// - Parameter body: The run-loop turn, or the work a tap does.
    /// - Returns: What `body` returns.
    package static func followingVirtualTime<Result>(_ body: () throws -> Result) rethrows -> Result {
        try $followVirtualTime.withValue(true, operation: body)
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

    /// How a job belongs to the run loop.
    enum Membership: Equatable {
        /// A step of a task that follows the run loop.
        case task
        /// A step of a wake-up: the concurrency runtime's own task that resumes a sleeper, and
        /// whose later steps still resume it.
        case wakeUp
    }

    /// Whether a job being enqueued now belongs to the run loop, and how.
    ///
    /// - Parameter job: The job.
    /// - Returns: `nil` for a job of anyone else's; otherwise whether it is a wake-up's (the
    ///   running wake-up moving itself to another executor) or a task's (the enqueuing task
    ///   follows virtual time, the job is a task the runtime started, the running job is moving
    ///   itself to another executor, or a wake-up is enqueuing the task it wakes).
    static func membership(of job: UnownedJob) -> Membership? {
        if followVirtualTime { return .task }
        let address = unsafeBitCast(job, to: UInt.self)
        let thread = ConcurrencyRuntime.currentThread
        return withLock { state in
            let running = state.running
            if running.thread == thread, running.job == address { return running.isWakeUp ? .wakeUp : .task }
            if running.thread == thread, running.isWakeUp { return .task }
            return state.started.contains(address) ? .task : nil
        }
    }

    /// Runs `body`, which runs `job` for the run loop, noting it so that what it enqueues of
    /// itself (or, for a wake-up, of the task it wakes) joins the run loop.
    ///
    /// - Parameters:
    ///   - job: The job.
    ///   - isWakeUp: Whether it wakes a sleeping task.
    ///   - body: Runs the job.
    static func running(_ job: UnownedJob, isWakeUp: Bool, _ body: () -> Void) {
        let address = unsafeBitCast(job, to: UInt.self)
        let now = Running(
            thread: ConcurrencyRuntime.currentThread, job: address, isWakeUp: isWakeUp, began: .now)
        let previous = withLock { state in
            defer { state.running = now }
            return state.running
        }
        body()
        withLock { $0.running = previous }
    }

    /// The real time since the run-loop job running on this thread began, or `nil` outside one.
    static var timeInCurrentJob: Duration? {
        let thread = ConcurrencyRuntime.currentThread
        let began = withLock { state in state.running.thread == thread ? state.running.began : nil }
        return began.map { $0.duration(to: .now) }
    }
}
