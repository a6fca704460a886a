// ViewLifecycle · ViewLifecycleTests

import Foundation
import Testing

/// What visible work reported, from any thread, read by blocking the main thread rather than by
/// awaiting: while a main-actor test is suspended, suites of other targets in the same process
/// run on the main actor and reset the one headless world, ending this test's screens under it.
private final class TaskReports: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [String] = []

    func append(_ line: String) {
        lock.lock()
        defer { lock.unlock() }
        stored.append(line)
    }

    /// The lines once there are `count` of them, or what there is after five seconds: tasks run
    /// on the cooperative pool (never the main thread), so a busy machine may take a while.
    func lines(count: Int) -> [String] {
        for _ in 0..<5_000 where snapshot.count < count {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return snapshot
    }

    private var snapshot: [String] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

extension ModifierTests {
    @MainActor struct LifecycleTaskTests {
        @Test("lifecycleTask starts once the view has appeared and is cancelled when it is covered")
        func startsAtDidAppearCancelsAtWillDisappear() {
            _ = EventLog.start()
            let reports = TaskReports()
            let navigation = UINavigationController(
                rootViewController: UIHostingController(
                    rootView: Text("A").lifecycleTask {
                        reports.append("started")
                        try? await Task.sleep(nanoseconds: 60_000_000_000)
                        reports.append(Task.isCancelled ? "cancelled" : "finished")
                    }))
            let window = showInWindow(navigation)
            #expect(reports.lines(count: 1) == ["started"])
            navigation.pushViewController(UIViewController(), animated: false)
            Driver.runUntilIdle()
            #expect(reports.lines(count: 2) == ["started", "cancelled"])
            navigation.popViewController(animated: false)
            Driver.runUntilIdle()
            #expect(reports.lines(count: 3) == ["started", "cancelled", "started"])
            window.rootViewController = nil
            Driver.runUntilIdle()
            #expect(reports.lines(count: 4) == ["started", "cancelled", "started", "cancelled"])
        }
    }
}
