// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// Holds a task's captures, so a weak reference tells whether the task has let go of them.
private final class Capture: Sendable {}

/// Whether a task has run, for a test that must not wait for it.
@MainActor private final class Flag {
    var isOn = false
}

// The main actor's jobs are blocks on the main dispatch queue on a device, served first come,
// first served with the run loop's other main-queue work; headless, they join the run loop's one
// queue (DESIGN.md "Tasks in virtual time").
@Suite(.serialized, .headlessWorld) @MainActor struct HeadlessJobsTests {
    @Test(
        "a task the app starts during the run joins the queue behind the work before it",
        .tasksFollowVirtualTime)
    func arrivalOrder() {
        let log = Log.start()
        HeadlessWorld.shared.enqueue {
            log.append("work 1")
            Task { log.append("task job, isolated: \(ConcurrencyRuntime.isOnMainActor)") }
            HeadlessWorld.shared.enqueue { log.append("work 2") }
        }
        #expect(log.take() == [])
        Headless.runUntilIdle()
        #expect(log.take() == ["work 1", "task job, isolated: true", "work 2"])
    }

    @Test(
        "a task a tapped button's action starts joins the run loop", .tasksFollowVirtualTime)
    func tappedActionsTaskJoins() {
        let log = Log.start()
        let item = UIBarButtonItem(
            primaryAction: UIAction { _ in
                Task {
                    log.append("task started by the tap")
                    try? await Task.sleep(for: .seconds(1))
                    log.append("a second later")
                }
            })
        Headless.tap(item)
        Headless.runUntilIdle()
        #expect(log.take() == ["task started by the tap"])
        Headless.advance(by: 1)
        #expect(log.take() == ["a second later"])
    }

    @Test("a test's own task stays outside the run loop")
    func outsideTasksStayOutside() {
        _ = Log.start()
        let ran = Flag()
        Task { ran.isOn = true }
        Headless.runUntilIdle()
        // The real main queue runs it once this test gives up the main actor.
        #expect(!ran.isOn)
    }

    @Test(
        "a runtime task's sleep wakes at its virtual deadline; running until idle leaves it asleep",
        .tasksFollowVirtualTime)
    func sleepWakesAtDeadline() {
        let log = Log.start()
        _ = HeadlessJobs.startTask(priority: nil) { @MainActor in
            log.append("asleep at \(HeadlessWorld.shared.now)")
            try? await Task.sleep(for: .milliseconds(250))
            log.append("awake at \(HeadlessWorld.shared.now)")
        }
        Headless.runUntilIdle()
        #expect(log.take() == ["asleep at 0.0"])
        Headless.runUntilIdle()
        #expect(log.take() == [])
        Headless.advance(by: 1)
        #expect(log.take() == ["awake at 0.25"])
    }

    @Test("two equal sleeps wake in the order they began", .tasksFollowVirtualTime)
    func equalSleepsKeepTheirOrder() {
        let log = Log.start()
        for name in ["first", "second", "third"] {
            _ = HeadlessJobs.startTask(priority: nil) { @MainActor in
                try? await Task.sleep(for: .seconds(1))
                log.append(name)
            }
        }
        Headless.advance(by: 1)
        #expect(log.take() == ["first", "second", "third"])
    }

    @Test("a cancelled runtime task ends within the run and lets go of what it captured")
    func cancelledTaskIsFreed() {
        _ = Log.start()
        var capture: Capture? = Capture()
        weak let captured = capture
        let task = HeadlessJobs.startTask(priority: nil) { [capture] in
            try? await Task.sleep(for: .seconds(60))
            withExtendedLifetime(capture) {}
        }
        capture = nil
        Headless.runUntilIdle()
        #expect(captured != nil)
        task.cancel()
        Headless.runUntilIdle()
        #expect(captured == nil)
    }

    @Test("a task's steps left queued when a test ends run before the next test's log starts")
    func leftoverStepsRunInTheReset() {
        let log = Log.start()
        _ = HeadlessJobs.startTask(priority: nil) { @MainActor in
            await Task.yield()
            log.append("a step of the last test's task")
        }
        // The test ends without running the loop; the next one starts.
        let next = Log.start()
        Headless.runUntilIdle()
        #expect(next.take() == [])
    }
}
