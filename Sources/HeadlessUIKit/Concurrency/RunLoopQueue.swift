// ViewLifecycle · HeadlessUIKit

import Foundation

/// The main run loop's one queue, in arrival order: the runtime's own work for the next turn and
/// the jobs Swift concurrency hands the main actor and headless tasks.
///
/// On a device both are blocks on the main dispatch queue, served first come, first served; here
/// too. Work comes from the main actor only; jobs may arrive from any thread, which is why the
/// queue is behind a lock (`NSLock`, as `Mutex` needs macOS 15 and iOS 18).
package final class RunLoopQueue: @unchecked Sendable {
    /// One entry of the queue.
    enum Item: Sendable {
        /// Runtime work (a layout pass, a deferred callback), queued on the main actor.
        case work(Work)
        /// A job of a task, with the executor it runs on.
        case job(QueuedJob)
    }

    /// The executor a job was enqueued on, and so runs on.
    package enum JobTarget: Sendable {
        /// The main actor's executor.
        case mainActor
        /// The headless task executor, for a task's work off the main actor.
        case task
    }

    /// Runtime work in the queue: made and run on the main actor only, which is why it may sit
    /// beside jobs that other threads append.
    struct Work: @unchecked Sendable {
        let run: () -> Void
    }

    /// A job waiting to run, with the executor it runs on.
    struct QueuedJob: Sendable {
        var job: UnownedJob
        var target: JobTarget
        /// Whether it is a step of a wake-up, so that what it enqueues stays on the run loop.
        var isWakeUp: Bool
    }

    /// A wake-up due after a virtual delay, waiting for the run loop to put it on its timeline.
    struct Timer: Sendable {
        var delay: TimeInterval
        var job: UnownedJob
        var target: JobTarget
    }

    private struct State {
        var items: [Item] = []
        var timers: [Timer] = []
        var realDrainPending = false
    }

    private let lock = NSLock()
    // The lock makes every access exclusive; the check would only repeat it, on every turn
    // (HeadlessWorld.shared says what the unchecked accesses save).
    @exclusivity(unchecked) private var state = State()

    private func withLock<Result>(_ body: (inout State) -> Result) -> Result {
        lock.lock()
        defer { lock.unlock() }
        return body(&state)
    }

    /// The queue of the process: the main actor is one per process, so its queue is too.
    package static let main = RunLoopQueue()

    /// Appends runtime work for the next turn.
    @MainActor func append(_ work: @escaping () -> Void) {
        let item = Item.work(Work(run: work))
        withLock { $0.items.append(item) }
    }

    /// Appends a job and says whether a real main-queue drain must be asked for, because none
    /// is pending.
    func append(_ job: QueuedJob) -> Bool {
        withLock { state in
            state.items.append(.job(job))
            defer { state.realDrainPending = true }
            return !state.realDrainPending
        }
    }

    /// Files a job to run once `delay` virtual seconds have passed.
    func appendTimer(_ timer: Timer) {
        withLock { $0.timers.append(timer) }
    }

    /// Everything queued so far, in order, leaving the queue empty.
    func takeAll() -> [Item] {
        withLock {
            let items = $0.items
            $0.items.removeAll()
            return items
        }
    }

    /// The jobs queued so far, in order, leaving runtime work where it is: what the real main
    /// queue runs when no test turns the virtual run loop.
    func takeJobs() -> [QueuedJob] {
        withLock {
            $0.realDrainPending = false
            var jobs: [QueuedJob] = []
            $0.items.removeAll { item in
                guard case .job(let job) = item else { return false }
                jobs.append(job)
                return true
            }
            return jobs
        }
    }

    /// The timers filed since the last call.
    func takeTimers() -> [Timer] {
        withLock {
            let timers = $0.timers
            $0.timers.removeAll()
            return timers
        }
    }

    /// Drops the runtime's work, keeping jobs: a reset world's work belongs to no one, but a
    /// task's job must run for the task to end and be freed.
    func removeWork() {
        withLock {
            $0.items.removeAll { if case .work = $0 { true } else { false } }
        }
    }

    /// Whether nothing is queued.
    var isEmpty: Bool { withLock { $0.items.isEmpty } }
}
