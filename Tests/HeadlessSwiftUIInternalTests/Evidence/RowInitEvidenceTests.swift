// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19: when a lazy container makes its rows' view values (calls a ForEach's content,
    // so the row views' `init`s run): only for rows it shows, as a device does.
    // ContainerDelivery.md, "Lists, lazy containers, split views and page tabs against public claims".
    @Suite(.serialized) @MainActor struct RowInitEvidenceTests {
        /// A 300 pt row (three fit the test window) that logs its `init`, body and appearance.
        struct Row: View {
            let index: Int
            let generation: Int
            @State private var taps = 0

            init(index: Int, generation: Int) {
                self.index = index
                self.generation = generation
                log("\(index) init")
            }

            var body: some View {
                let _ = log("\(index) body \(generation)")
                Button("Row \(index): \(taps) \(generation)") { taps += 1 }
                    .onAppear { log("\(index) onAppear") }
                    .onDisappear { log("\(index) onDisappear") }
            }
        }

        /// A `List` or a `LazyVStack` of 1,000 rows whose parent's state the button changes.
        struct Rows: View {
            let lazy: Bool
            @State private var generation = 0

            var body: some View {
                VStack {
                    Button("Bump") { generation += 1 }
                    if lazy {
                        ScrollView {
                            LazyVStack {
                                ForEach(0..<1000, id: \.self) {
                                    Row(index: $0, generation: generation).frame(height: 300)
                                }
                            }
                        }
                    } else {
                        List(0..<1000, id: \.self) {
                            Row(index: $0, generation: generation).frame(height: 300)
                        }
                    }
                }
            }
        }

        // Chris Eidhof, "Lifetime of State Properties in SwiftUI" (2022): a List "only allocates
        // memory for the children that are directly on screen (on iOS, anyway)", shown by a
        // row's state initializer that prints. That a row's view (its `init`) is made only for
        // those rows, on a scroll step only for the rows coming in, and on the parent's update
        // again for the rows on screen only, is the runtime's reading of it (Docs: guess for the
        // scroll step and the parent update; the post logs state, not `init`s).
        // https://chris.eidhof.nl/post/swiftui-state-lifetime/
        @Test(
            "List and LazyVStack make row views only for the rows they show: at mount, coming in, on a parent update",
            arguments: [false, true])
        func rowsAreMadeOnlyWhenShown(lazy: Bool) throws {
            let log = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Rows(lazy: lazy)))
            #expect(
                log.take() == [
                    "0 init", "1 init", "2 init", "0 body 0", "1 body 0", "2 body 0",
                    "0 onAppear", "1 onAppear", "2 onAppear",
                ])
            try Headless.tap("Row 2: 0 0")
            #expect(log.take() == ["2 body 0"])
            // One screen (844 pt): rows 3, 4 and 5 come in, row 2 stays, rows 0 and 1 go out.
            try Headless.scroll(by: 844)
            #expect(
                log.take() == [
                    "3 init", "4 init", "5 init", "3 body 0", "4 body 0", "5 body 0",
                    "3 onAppear", "4 onAppear", "5 onAppear", "0 onDisappear", "1 onDisappear",
                ])
            // The parent's update re-makes the rows on screen only (not rows 0 and 1, kept off
            // screen), and row 2 keeps its state.
            try Headless.tap("Bump")
            #expect(
                log.take() == [
                    "2 init", "3 init", "4 init", "5 init",
                    "2 body 1", "3 body 1", "4 body 1", "5 body 1",
                ])
            #expect(
                Headless.screen() == """
                    Button "Bump"
                    Button "Row 2: 1 1"
                    Button "Row 3: 0 1"
                    Button "Row 4: 0 1"
                    Button "Row 5: 0 1"

                    """)
            // A scroll step after it: again only the rows coming in are made.
            try Headless.scroll(by: 844)
            #expect(
                log.take() == [
                    "6 init", "7 init", "8 init", "6 body 1", "7 body 1", "8 body 1",
                    "6 onAppear", "7 onAppear", "8 onAppear",
                    "2 onDisappear", "3 onDisappear", "4 onDisappear",
                ])
        }
    }
}
