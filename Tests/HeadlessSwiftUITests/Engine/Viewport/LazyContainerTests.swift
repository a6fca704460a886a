// ViewLifecycle · HeadlessSwiftUITests

import Testing

// Issue 19: what a lazy container builds, in claims a device makes too (these tests also
// compile against Apple's SwiftUI). Source: traces/10 (Ole Begemann, swiftui-view-lifecycle):
// "ScrollView with VStack: All children appear at once"; lazy stacks and List build rows as
// they come on screen. https://github.com/ole/swiftui-view-lifecycle
extension SwiftUITests {
    @Suite(.serialized) @MainActor struct LazyContainerTests {
        struct Cell: View {
            let index: Int

            var body: some View {
                Text("Cell \(index)").onAppear { log("\(index) onAppear") }
            }
        }

        struct EagerStack: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<100, id: \.self) { Cell(index: $0).frame(height: 100) }
                    }
                }
            }
        }

        @Test("a VStack in a ScrollView builds all 100 rows at once, off-screen ones included")
        func eagerStack() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: EagerStack()))
            #expect(log.take() == (0..<100).map { "\($0) onAppear" })
        }

        struct LazyStack: View {
            var body: some View {
                ScrollViewReader { proxy in
                    let _ = Triggers.shared.register("to the end") { proxy.scrollTo(999, anchor: .bottom) }
                    ScrollView {
                        LazyVStack(pinnedViews: [.sectionHeaders]) {
                            ForEach(0..<1000, id: \.self) { Cell(index: $0).frame(height: 100) }
                        }
                    }
                }
            }
        }

        @Test("a LazyVStack builds its first rows, not its last, until scrollTo brings the last in")
        func lazyStack() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: LazyStack()))
            let shown = log.take()
            #expect(shown.first == "0 onAppear")
            #expect(!shown.contains("999 onAppear"))
            Triggers.shared.tap("to the end")
            Driver.runUntilIdle()
            #expect(log.take().contains("999 onAppear"))
        }

        struct Rows: View {
            var body: some View {
                List {
                    Section("Numbers") {
                        ForEach(0..<1000, id: \.self) { Cell(index: $0) }
                    }
                }
            }
        }

        @Test("a List builds its first rows, not its thousandth")
        func list() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows()))
            let shown = log.take()
            #expect(shown.first == "0 onAppear")
            #expect(!shown.contains("999 onAppear"))
        }

        struct Grid: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [
                        GridItem(.flexible()), GridItem(.fixed(100)), GridItem(.adaptive(minimum: 50)),
                    ]) {
                        ForEach(0..<3000, id: \.self) { Cell(index: $0).frame(height: 100) }
                    }
                }
            }
        }

        @Test("a LazyVGrid builds its first cells, not its last")
        func grid() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Grid()))
            let shown = log.take()
            #expect(shown.first == "0 onAppear")
            #expect(!shown.contains("2999 onAppear"))
        }

        struct Positioned: View {
            @State private var position: Int?
            @State private var picked: Int?

            var body: some View {
                let _ = Triggers.shared.register("row 40") { position = 40 }
                ScrollView {
                    LazyVStack {
                        ForEach(0..<100, id: \.self) { Cell(index: $0).frame(height: 100) }
                    }
                    .scrollTargetLayout()
                }
                .scrollPosition(id: $position, anchor: .top)
                .defaultScrollAnchor(.top)
                List(0..<3, id: \.self, selection: $picked) { Text("Pick \($0)") }
            }
        }

        @Test("setting scrollPosition(id:) builds the row it scrolls to")
        func scrollPosition() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Positioned()))
            #expect(!log.take().contains("40 onAppear"))
            Triggers.shared.tap("row 40")
            Driver.runUntilIdle()
            #expect(log.take().contains("40 onAppear"))
        }
    }
}
