// ViewLifecycle · ViewLifecycleTests

import Testing

/// What visible work reported, from any thread.
private actor TaskReports {
    private var lines: [String] = []
    func append(_ line: String) { lines.append(line) }

    /// The lines once there are `count` of them, or what there is after five seconds: tasks run
    /// on the cooperative pool, so a busy machine may take a while to start one.
    func lines(count: Int) async -> [String] {
        for _ in 0..<5_000 where lines.count < count {
            try? await Task.sleep(nanoseconds: 1_000_000)
        }
        return lines
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
                    rootView: Text("A").lifecycleTask {
                        await reports.append("started")
                        try? await Task.sleep(nanoseconds: 60_000_000_000)
                        await reports.append(Task.isCancelled ? "cancelled" : "finished")
                    }))
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
