// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Whether the runtime's tasks run on its run loop and sleep on its virtual clock.
    ///
    /// `task`, `task(id:)` and the work they start join the run loop's queue, and their sleeps end
    /// when ``advance(by:)`` reaches their deadline, through hooks and scheduling executors of
    /// Swift 6.3's concurrency runtime: the toolchain's own on Linux, the operating system's on
    /// Apple platforms from their 26.4 releases. With an older runtime this is `false`: those
    /// tasks run on the real executors and sleep in real time, so a test that counts on virtual
    /// time should be enabled only where this is `true`.
    public nonisolated static var tasksFollowVirtualTime: Bool {
        ConcurrencyRuntime.installMainExecutor && ConcurrencyRuntime.schedulesSleeps
    }
}
