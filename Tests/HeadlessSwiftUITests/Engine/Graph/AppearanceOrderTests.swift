// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Source: traces/23-swiftui-onappear-onchange-task-order-nested.md (D: nested Group/VStack/Text,
// each with task, onChange(initial:), onAppear written in that order; innermost first; onChange
// and onAppear in written order; tasks after every onAppear) and
// traces/28-documented-swiftui-onappear-ondisappear-task-rules.md (onAppear before the first frame).
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct AppearanceOrderTests {
        struct Nested: View {
            var body: some View {
                Group {
                    VStack {
                        Text("Hello")
                            .task { log("Text task") }
                            .onChange(of: 0, initial: true) { log("Text onChange") }
                            .onAppear { log("Text onAppear") }
                    }
                    .task { log("VStack task") }
                    .onChange(of: 0, initial: true) { log("VStack onChange") }
                    .onAppear { log("VStack onAppear") }
                }
                .task { log("Group task") }
                .onChange(of: 0, initial: true) { log("Group onChange") }
                .onAppear { log("Group onAppear") }
            }
        }

        @Test(
            "nested views appear children first, onChange(initial:) in written order, tasks last",
            .tasksFollowVirtualTime)
        func nestedOrder() {
            let log = Log.start()
            let host = UIHostingController(rootView: Nested())
            _ = showInWindow(host)
            Driver.runUntilIdle()
            #expect(
                log.take() == [
                    "Text onChange", "Text onAppear", "VStack onChange", "VStack onAppear",
                    "Group onChange", "Group onAppear", "Text task", "VStack task", "Group task",
                ])
        }

        @Test("onAppear falls after the host's viewWillAppear and before its viewDidAppear")
        func hostOrder() {
            let log = Log.start()
            let host = LoggingHost(rootView: Leaf(name: "Leaf"))
            _ = showInWindow(host)
            #expect(
                log.take() == ["Leaf body", "host viewWillAppear", "Leaf onAppear", "host viewDidAppear"])
        }

        @Test("a hosting controller whose view is in no window mounts its graph but fires no onAppear")
        func noWindowNoAppear() {
            let log = Log.start()
            let host = UIHostingController(rootView: Leaf(name: "Leaf"))
            _ = host.view
            Driver.runUntilIdle()
            #expect(log.take() == ["Leaf body"])
        }
    }
}
