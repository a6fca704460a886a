// ViewLifecycle · HeadlessSwiftUITests

import Testing

/// Counts on its own executor, so a task that calls it leaves the main actor and comes back.
private actor StepCounter {
    private var count = 0

    func next() -> Int {
        count += 1
        return count
    }
}

/// Work off the main actor: a nonisolated async function runs on the task's executor.
private func doubled(_ value: Int) async -> Int {
    await Task.yield()
    return value * 2
}

extension SwiftUITests {
    // Source: traces/28 (task starts before the view appears, is cancelled after it disappears or
    // changes identity; task(id:) restarts when the id changes) and traces/23 (tasks start after
    // every onAppear of the update). A task's steps run within runUntilIdle, and its sleeps end
    // when advance(by:) reaches them: the runtime's clock, not the wall's.
    @Suite(.serialized) @MainActor struct TaskTests {
        struct Worker: View {
            let flag: Flag

            var body: some View {
                VStack {
                    if flag.isOn {
                        Text("work")
                            .task {
                                log("task started")
                                try? await Task.sleep(nanoseconds: 60_000_000_000)
                                log("task ended, cancelled: \(Task.isCancelled)")
                            }
                    }
                }
            }
        }

        @Test(
            "a task starts after the view appears and is cancelled when it disappears",
            .tasksFollowVirtualTime)
        func lifetime() {
            let log = Log.start()
            let flag = Flag(true)
            _ = showInWindow(UIHostingController(rootView: Worker(flag: flag)))
            Driver.runUntilIdle()
            #expect(log.take() == ["task started"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["task ended, cancelled: true"])
        }

        struct Loader: View {
            let flag: Flag

            var body: some View {
                let id = flag.isOn
                Text("load").task(id: id) { log("load \(id)") }
            }
        }

        @Test("task(id:) starts again when the id changes", .tasksFollowVirtualTime)
        func restart() {
            let log = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Loader(flag: flag)))
            Driver.runUntilIdle()
            #expect(log.take() == ["load false"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(log.take() == ["load true"])
        }

        struct Sleeper: View {
            var body: some View {
                Text("sleeper")
                    .task {
                        log("sleeping")
                        try? await Task.sleep(for: .seconds(2))
                        log("woke after 2 s")
                        try? await Task.sleep(nanoseconds: 500_000_000)
                        log("woke after 0.5 s more, cancelled: \(Task.isCancelled)")
                    }
            }
        }

        @Test(
            "a task's sleep ends when the runtime's clock reaches it, not before", .tasksFollowVirtualTime)
        func sleepFollowsVirtualTime() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Sleeper()))
            Driver.runUntilIdle()
            #expect(log.take() == ["sleeping"])
            Driver.advance(by: 1.999)
            #expect(log.take() == [])
            Driver.advance(by: 0.001)
            #expect(log.take() == ["woke after 2 s"])
            Driver.advance(by: 0.5)
            #expect(log.take() == ["woke after 0.5 s more, cancelled: false"])
        }

        struct Poller: View {
            let flag: Flag

            var body: some View {
                VStack {
                    if flag.isOn {
                        Text("poller")
                            .task {
                                var round = 0
                                while !Task.isCancelled {
                                    round += 1
                                    log("poll \(round)")
                                    try? await Task.sleep(for: .seconds(1))
                                }
                                log("stopped")
                            }
                    }
                }
            }
        }

        @Test(
            "running until idle leaves a polling task asleep; advancing wakes it once a second",
            .tasksFollowVirtualTime)
        func pollingTask() {
            let log = Log.start()
            let flag = Flag(true)
            _ = showInWindow(UIHostingController(rootView: Poller(flag: flag)))
            Driver.runUntilIdle()
            #expect(log.take() == ["poll 1"])
            Driver.runUntilIdle()
            #expect(log.take() == [])
            Driver.advance(by: 3)
            #expect(log.take() == ["poll 2", "poll 3", "poll 4"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(log.take() == ["stopped"])
        }

        struct Hopper: View {
            var body: some View {
                Text("hopper")
                    .task {
                        let counter = StepCounter()
                        log("on the main actor")
                        let first = await counter.next()
                        log("back from the actor with \(first)")
                        let value = await doubled(first)
                        log("back from nonisolated work with \(value)")
                        async let second = counter.next()
                        let sum = await withTaskGroup(of: Int.self) { group in
                            for index in 1...3 { group.addTask { await doubled(index) } }
                            var sum = 0
                            for await value in group { sum += value }
                            return sum
                        }
                        log("async let \(await second), task group \(sum)")
                    }
            }
        }

        @Test(
            "a task that visits an actor, nonisolated work and child tasks finishes within one run",
            .tasksFollowVirtualTime)
        func hopsFinishWithinOneRun() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Hopper()))
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "on the main actor", "back from the actor with 1", "back from nonisolated work with 2",
                    "async let 2, task group 12",
                ])
        }
    }
}
