// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: traces/28 (task starts before the view appears, is cancelled after it disappears or
    // changes identity; task(id:) restarts when the id changes) and traces/23 (tasks start after
    // every onAppear of the update).
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

        @Test("a task starts after the view appears and is cancelled when it disappears")
        func lifetime() async {
            let log = EventLog.start()
            let flag = Flag(true)
            _ = showInWindow(UIHostingController(rootView: Worker(flag: flag)))
            await Driver.settle()
            #expect(log.take() == ["task started"])
            flag.isOn = false
            await Driver.settle()
            #expect(log.take() == ["task ended, cancelled: true"])
        }

        struct Loader: View {
            let flag: Flag

            var body: some View {
                let id = flag.isOn
                Text("load").task(id: id) { log("load \(id)") }
            }
        }

        @Test("task(id:) starts again when the id changes")
        func restart() async {
            let log = EventLog.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Loader(flag: flag)))
            await Driver.settle()
            #expect(log.take() == ["load false"])
            flag.isOn = true
            await Driver.settle()
            #expect(log.take() == ["load true"])
        }
    }
}
