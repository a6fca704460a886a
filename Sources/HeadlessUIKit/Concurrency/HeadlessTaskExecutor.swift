// ViewLifecycle · HeadlessUIKit

/// The executor of the tasks the runtime starts (`task`, `lifecycleTask`): their work off the
/// main actor, on default actors included, joins the run loop's queue instead of the cooperative
/// pool, so it runs within `Headless.runUntilIdle()` and in a fixed order.
@available(macOS 15.0, iOS 18.0, tvOS 18.0, watchOS 11.0, visionOS 2.0, *)
package final class HeadlessTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// The one task executor of the process.
    package static let shared = HeadlessTaskExecutor()

    private init() {}

    /// Queues a job of a headless task behind the work already queued.
    package func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        let isWakeUp = HeadlessJobs.membership(of: job) == .wakeUp
        HeadlessMainExecutor.queue(.init(job: job, target: .task, isWakeUp: isWakeUp))
    }
}
