// ViewLifecycle · ViewLifecycleTests

import Testing

/// What visible work reported, from any thread.
private actor TaskReports {
    private var lines: [String] = []
    func append(_ line: String) { lines.append(line) }

    /// The lines once there are `count` of them, or what there is after a minute: tasks run on
    /// the cooperative pool, whose threads (one per core) other suites' long synchronous tests
    /// may hold for seconds.
    func lines(count: Int) async -> [String] {
        for _ in 0..<60_000 where lines.count < count {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return lines
    }
}

/// Work that reports its start and how it ended. Made outside the main actor, so it runs on the
/// cooperative pool rather than waiting for a main actor that other suites keep busy.
private func reportingWork(_ reports: TaskReports) -> @Sendable () async -> Void {
    {
        await reports.append("started")
        try? await Task.sleep(nanoseconds: 60_000_000_000)
        await reports.append(Task.isCancelled ? "cancelled" : "finished")
    }
}

extension ModifierTests {
    @MainActor struct LifecycleTaskTests {
        @Test("lifecycleTask starts once the view has appeared and is cancelled when it is covered")
        func startsAtDidAppearCancelsAtWillDisappear() async {
            _ = EventLog.start()
            let reports = TaskReports()
            let navigation = UINavigationController(
                rootViewController: UIHostingController(
                    rootView: Text("A").lifecycleTask(reportingWork(reports))))
            let window = showInWindow(navigation)
            #expect(await reports.lines(count: 1) == ["started"])
            navigation.pushViewController(UIViewController(), animated: false)
            Driver.runUntilIdle()
            #expect(await reports.lines(count: 2) == ["started", "cancelled"])
            navigation.popViewController(animated: false)
            Driver.runUntilIdle()
            #expect(await reports.lines(count: 3) == ["started", "cancelled", "started"])
            window.rootViewController = nil
            Driver.runUntilIdle()
            #expect(await reports.lines(count: 4) == ["started", "cancelled", "started", "cancelled"])
        }
    }
}
