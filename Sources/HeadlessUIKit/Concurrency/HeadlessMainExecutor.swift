// ViewLifecycle · HeadlessUIKit

import Dispatch

/// The main actor's executor while the headless runtime is loaded: the main-actor jobs of the
/// runtime's tasks join the run loop's queue, so `Headless.runUntilIdle()` runs what they do on
/// the main actor, in the order it was enqueued, as a device's main run loop does. Other
/// main-actor jobs go to the real main queue.
///
/// The run loop's jobs also run when no test turns the run loop: the first job queued asks the
/// real main queue for one drain, which runs the jobs queued by then (never the runtime's own
/// work), so a task that a test awaits still ends.
package final class HeadlessMainExecutor: SerialExecutor, @unchecked Sendable {
    /// The executor of the process's main actor, once the runtime has installed it.
    package static let shared = HeadlessMainExecutor()

    private init() {}

    /// Queues a main-actor job: the runtime's behind the run loop's work, any other on the real
    /// main queue.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        guard let membership = HeadlessJobs.membership(of: job) else {
            let executor = asUnownedSerialExecutor()
            DispatchQueue.main.async { job.runSynchronously(on: executor) }
            return
        }
        Self.queue(.init(job: job, target: .mainActor, isWakeUp: membership == .wakeUp))
    }

    /// Queues a job for the run loop, and asks the real main queue for a drain if none is pending.
    ///
    /// - Parameter job: The job, with the executor it was enqueued on.
    static func queue(_ job: RunLoopQueue.QueuedJob) {
        if RunLoopQueue.main.append(job) {
            DispatchQueue.main.async { HeadlessMainExecutor.shared.runQueuedJobs() }
        }
    }

    /// The executor as the runtime refers to it.
    package func asUnownedSerialExecutor() -> UnownedSerialExecutor {
        UnownedSerialExecutor(ordinary: self)
    }

    /// Traps unless the caller runs on the main queue, the thread of every main-actor job.
    package func checkIsolated() {
        dispatchPrecondition(condition: .onQueue(.main))
    }

    /// Whether the caller runs on the main queue: code the main actor ran before the runtime
    /// installed this executor, or a main-queue block, is isolated to the main actor too.
    package func isIsolatingCurrentContext() -> Bool? {
        ConcurrencyRuntime.isOnMainQueue
    }

    /// Runs the jobs queued so far, leaving the runtime's work to the virtual run loop.
    func runQueuedJobs() {
        for job in RunLoopQueue.main.takeJobs() { run(job) }
    }

    /// Runs one job on the executor it was enqueued on.
    ///
    /// - Parameter queued: The job, with its executor and whether it is a wake-up's.
    func run(_ queued: RunLoopQueue.QueuedJob) {
        let job = queued.job
        HeadlessJobs.running(job, isWakeUp: queued.isWakeUp) {
            // A job is queued for the task executor only where task executors exist.
            if case .task = queued.target,
                #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
            {
                job.runSynchronously(on: HeadlessTaskExecutor.shared.asUnownedTaskExecutor())
            } else {
                job.runSynchronously(on: asUnownedSerialExecutor())
            }
        }
    }
}
