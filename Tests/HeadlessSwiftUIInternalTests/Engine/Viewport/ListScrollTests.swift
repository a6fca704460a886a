// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19: a List builds the rows its viewport shows; scrolling builds the rows that come
    // in and (per LazyRowRules) makes the rows that leave disappear, keeping their state.
    @Suite(.serialized) @MainActor struct ListScrollTests {
        /// A row 300 pt tall: three fit the test window (390 x 844 pt).
        struct Row: View {
            let index: Int
            @State private var taps = 0

            var body: some View {
                Button("Row \(index): \(taps)") { taps += 1 }
                    .onAppear { log("\(index) onAppear") }
                    .onDisappear { log("\(index) onDisappear") }
            }
        }

        struct Rows: View {
            let count: Int

            var body: some View {
                List {
                    ForEach(0..<count, id: \.self) { index in
                        Row(index: index).frame(height: 300)
                    }
                }
            }
        }

        // Ole Begemann, swiftui-view-lifecycle, case study "List" (traces/10, iOS 16): "List
        // recycles views during scrolling, so onAppear gets called often. But List preserves
        // the state for all list items." https://github.com/ole/swiftui-view-lifecycle
        @Test("a list builds the visible rows; scrolled out they disappear and keep their state")
        func scrolledOutRowsKeepState() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows(count: 1000)))
            #expect(log.take() == ["0 onAppear", "1 onAppear", "2 onAppear"])
            #expect(
                Headless.screen() == """
                    Button "Row 0: 0"
                    Button "Row 1: 0"
                    Button "Row 2: 0"

                    """)
            try Headless.tap("Row 1: 0")
            try Headless.scroll(by: 600)
            #expect(log.take() == ["3 onAppear", "4 onAppear", "0 onDisappear", "1 onDisappear"])
            #expect(
                Headless.screen() == """
                    Button "Row 2: 0"
                    Button "Row 3: 0"
                    Button "Row 4: 0"

                    """)
            try Headless.scroll(to: .top)
            #expect(log.take() == ["0 onAppear", "1 onAppear", "3 onDisappear", "4 onDisappear"])
            #expect(
                Headless.screen() == """
                    Button "Row 0: 0"
                    Button "Row 1: 1"
                    Button "Row 2: 0"

                    """)
        }

        // Swift Forums, "[Pitch] SwiftUI: Stabilize state in lazy containers" (2025): rows in
        // List and LazyVStack "may be discarded and recreated to reduce memory usage", losing
        // their @State. https://forums.swift.org/t/pitch-swiftui-stabilize-state-in-lazy-containers/79926
        @Test("a row scrolled far away is released: it comes back with fresh state")
        func farRowsAreReleased() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows(count: 1000)))
            try Headless.tap("Row 1: 0")
            _ = log.take()
            try Headless.scroll(to: .row(500, anchor: .top))
            #expect(
                Headless.screen() == """
                    Button "Row 500: 0"
                    Button "Row 501: 0"
                    Button "Row 502: 0"

                    """)
            #expect(
                log.take() == [
                    "500 onAppear", "501 onAppear", "502 onAppear", "0 onDisappear", "1 onDisappear",
                    "2 onDisappear",
                ])
            try Headless.scroll(to: .top)
            #expect(
                Headless.screen() == """
                    Button "Row 0: 0"
                    Button "Row 1: 0"
                    Button "Row 2: 0"

                    """)
        }

        @Test("a drag in steps builds and releases rows frame by frame")
        func dragInSteps() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows(count: 1000)))
            _ = log.take()
            try Headless.scroll(by: 900, steps: 3)
            #expect(
                log.take() == [
                    "3 onAppear", "0 onDisappear", "4 onAppear", "1 onDisappear", "5 onAppear",
                    "2 onDisappear",
                ])
            #expect(try Headless.scrollOffset() == 900)
        }

        @Test("100,000 rows: the end is reached by id or by .end, building only what shows")
        func hundredThousandRows() throws {
            let log = Log.start()
            let runtime = SwiftUIRuntime.current
            let before = runtime.nodesCreated
            _ = showInWindow(UIHostingController(rootView: Rows(count: 100_000)))
            #expect(runtime.nodesCreated - before < 100)
            try Headless.scroll(to: .end)
            #expect(
                Headless.screen() == """
                    Button "Row 99997: 0"
                    Button "Row 99998: 0"
                    Button "Row 99999: 0"

                    """)
            #expect(try Headless.scrollOffset() == 100_000 * 300 - 844)
            #expect(runtime.nodesCreated - before < 200)
            _ = log.take()
        }

        struct Editable: View {
            @State private var items = Array(0..<50)

            var body: some View {
                List {
                    Button("Delete 1") { items.removeAll { $0 == 1 } }.frame(height: 100)
                    ForEach(items, id: \.self) { Row(index: $0).frame(height: 300) }
                }
            }
        }

        @Test("a shown row whose data goes away is removed, not kept: the next row moves up")
        func removedRow() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Editable()))
            #expect(log.take() == ["0 onAppear", "1 onAppear", "2 onAppear"])
            try Headless.tap("Row 2: 0")
            try Headless.tap("Delete 1")
            #expect(log.take() == ["3 onAppear", "1 onDisappear"])
            #expect(
                Headless.screen() == """
                    Button "Delete 1"
                    Button "Row 0: 0"
                    Button "Row 2: 1"
                    Button "Row 3: 0"

                    """)
        }

        struct Sectioned: View {
            var body: some View {
                List {
                    Section("Fruit") {
                        Text("Apple")
                        Text("Pear")
                    }
                    Section {
                        ForEach(0..<100, id: \.self) { Text("Item \($0)") }
                    } header: {
                        Text("Numbers")
                    } footer: {
                        Text("100 items")
                    }
                }
            }
        }

        @Test("sections flatten into header, rows and footer rows of 44 pt: 20 rows fill the screen")
        func sections() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Sectioned()))
            let items = (0..<16).map { "Text \"Item \($0)\"\n" }.joined()
            #expect(
                Headless.screen() == "Header \"Fruit\"\nText \"Apple\"\nText \"Pear\"\nHeader \"Numbers\"\n"
                    + items)
            try Headless.scroll(to: .end)
            let last = (81..<100).map { "Text \"Item \($0)\"\n" }.joined()
            #expect(Headless.screen() == last + "Text \"100 items\"\n")
        }

        @Test("scrolling names its scrollable: none on screen, or an unknown row, is an error")
        func errors() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Text("Plain")))
            #expect(throws: Headless.DriverError("No scroll view or list on screen.")) {
                try Headless.scroll(to: .end)
            }
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Rows(count: 10)))
            #expect(throws: Headless.DriverError("No row with id 12345 in the scrollable.")) {
                try Headless.scroll(to: .row(12345))
            }
            #expect(
                throws: Headless.DriverError(
                    "No scroll view or list on screen shows an element labelled \"Nope\".")
            ) {
                try Headless.scroll(.containing("Nope"), to: .end)
            }
        }

        struct Measured: View {
            var body: some View {
                List(0..<100, id: \.self) { index in
                    GeometryReader { proxy in
                        Text("Row \(index): \(Int(proxy.size.width)) x \(Int(proxy.size.height))")
                    }
                    .frame(height: 400)
                }
            }
        }

        @Test("a GeometryReader in a row is offered the row's frame, and the hosting view's width when built")
        func geometryInRow() {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Measured()))
            #expect(
                Headless.screen() == """
                    Text "Row 0: 393 x 400"
                    Text "Row 1: 393 x 400"
                    Text "Row 2: 393 x 400"

                    """)
        }

        /// A row's state object, watched weakly.
        final class Token {}

        /// The first row's token, weakly, to see it freed.
        @MainActor static weak var firstToken: Token?

        struct Holder: View {
            let index: Int
            @State private var token = Token()

            var body: some View {
                Text("Holder \(index)")
                    .onAppear { if index == 0 { ListScrollTests.firstToken = token } }
            }
        }

        @Test("a row released far away frees its state; one kept off screen does not")
        func releasedRowsAreFreed() throws {
            _ = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: List(0..<1000, id: \.self) { Holder(index: $0).frame(height: 300) }))
            #expect(Self.firstToken != nil)
            try Headless.scroll(by: 900)
            #expect(Self.firstToken != nil)
            try Headless.scroll(to: .row(500))
            #expect(Self.firstToken == nil)
        }

        struct Picking: View {
            @State private var choice: Int?
            @State private var chosen: Set<String> = []

            var body: some View {
                VStack {
                    Text("Choice \(choice.map(String.init) ?? "none")")
                    List(selection: $choice) {
                        ForEach(0..<3, id: \.self) { Text("Pick \($0)") }
                    }
                    List(["a", "b"], id: \.self, selection: $chosen) { Text($0).tag($0) }
                    Text("Chosen \(chosen.sorted().joined(separator: ","))")
                }
            }
        }

        @Test("a selectable row is a button selected by its ForEach id or tag; a set toggles (guess)")
        func selection() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Picking()))
            try Headless.tap("Pick 1")
            try Headless.tap("a")
            try Headless.tap("b")
            try Headless.tap("a")
            #expect(
                Headless.screen() == """
                    Text "Choice 1"
                    Button "Pick 0"
                    Button "Pick 1" (selected)
                    Button "Pick 2"
                    Button "a"
                    Button "b" (selected)
                    Text "Chosen b"

                    """)
        }
    }
}
