// ViewLifecycle · HeadlessTesting

/// The process-wide async mutex that keeps tests that use the headless world apart: first come,
/// first served.
///
/// The world is one per process, and Swift Testing runs test cases in parallel, across test
/// targets too. A synchronous main-actor test cannot interleave with another, but an async test
/// that suspends frees the main actor, and another test could reset the world under it. Holding
/// this lock for a whole test case closes that gap. A task that holds it (`isHeldHere`) does not
/// wait for it again, so a suite's `.headless` and a test's own `.headless(profile:)` nest.
package actor WorldLock {
    /// The one lock of the process.
    package static let shared = WorldLock()

    /// Whether the current task (or the task it was created in) holds the lock.
    @TaskLocal package static var isHeldHere = false

    private var isHeld = false
    private var waiters: [CheckedContinuation<Void, Never>] = []

    /// Waits until the lock is free, then takes it.
    package func acquire() async {
        guard isHeld else {
            isHeld = true
            return
        }
        await withCheckedContinuation { waiters.append($0) }
    }

    /// Frees the lock, handing it to the longest waiter if there is one.
    package func release() {
        guard !waiters.isEmpty else {
            isHeld = false
            return
        }
        waiters.removeFirst().resume()
    }
}
