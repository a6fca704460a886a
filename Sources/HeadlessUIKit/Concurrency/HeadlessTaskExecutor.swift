// ViewLifecycle · HeadlessUIKit

import Dispatch

/// The executor of the tasks the runtime starts (`task`, `lifecycleTask`): their work off the
/// main actor, on default actors included, joins the run loop's queue instead of the cooperative
/// pool, so it runs within `Headless.runUntilIdle()` and in a fixed order.
package final class HeadlessTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// The one task executor of the process.
    package static let shared = HeadlessTaskExecutor()

    /// Whether the current task follows the runtime's virtual clock: set for the tasks the
    /// runtime starts and inherited by their child tasks and the tasks they create.
    @TaskLocal package static var followsVirtualTime = false

    private init() {}

    /// Queues a job of a headless task behind the work already queued.
    package func enqueue(_ job: consuming ExecutorJob) {
        HeadlessMainExecutor.queue(UnownedJob(job), on: .task)
    }

    /// Starts a task the way the runtime's `task` modifiers do: its work runs on the run loop
    /// and its sleeps follow the virtual clock.
    ///
    /// - Parameters:
    ///   - priority: The task's priority.
    ///   - operation: The task's work, isolated as it was written (a view's body makes it
    ///     main-actor work).
    /// - Returns: The task, for cancelling it.
    package static func start(
        priority: TaskPriority?, _ operation: @escaping @Sendable () async -> Void
    ) -> Task<Void, Never> {
        let task = $followsVirtualTime.withValue(true) {
            if #available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *) {
                return Task(executorPreference: shared, priority: priority) {
                    await operation()
                    HeadlessJobs.noteEnded(currentTaskAddress)
                }
            }
            return Task(priority: priority) {
                await operation()
                HeadlessJobs.noteEnded(currentTaskAddress)
            }
        }
        HeadlessJobs.noteStarted(unsafeBitCast(task, to: UInt.self))
        return task
    }

    /// The address of the task running the caller, as its jobs carry it.
    private static var currentTaskAddress: UInt {
        withUnsafeCurrentTask { task in task.map { unsafeBitCast($0, to: UInt.self) } ?? 0 }
    }
}
