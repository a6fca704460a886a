// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19: lazy stacks and grids in a scroll view build what the scroll position shows; a
    // VStack in a scroll view builds everything at once.
    @Suite(.serialized) @MainActor struct LazyStackScrollTests {
        struct Cell: View {
            let index: Int
            @State private var taps = 0

            var body: some View {
                Button("Cell \(index): \(taps)") { taps += 1 }
                    .onAppear { log("\(index) onAppear") }
                    .onDisappear { log("\(index) onDisappear") }
            }
        }

        struct Stack: View {
            var body: some View {
                ScrollView {
                    Text("Title")
                    LazyVStack {
                        ForEach(0..<200, id: \.self) { Cell(index: $0).frame(height: 300) }
                    }
                }
            }
        }

        // iOS 26 (issue 19): a lazy stack's row gets onDisappear when it scrolls out. State is
        // kept for rows scrolled back (Ole Begemann, case study "LazyVStack", traces/10:
        // "the state gets preserved for all child views"). https://github.com/ole/swiftui-view-lifecycle
        @Test("a LazyVStack builds the rows below the title that show; scrolled out they disappear")
        func lazyStackLatest() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Stack()))
            #expect(log.take() == ["0 onAppear", "1 onAppear", "2 onAppear"])
            try Headless.tap("Cell 0: 0")
            try Headless.scroll(by: 620)
            #expect(log.take() == ["3 onAppear", "4 onAppear", "0 onDisappear", "1 onDisappear"])
            #expect(
                Headless.screen() == """
                    Text "Title"
                    Button "Cell 2: 0"
                    Button "Cell 3: 0"
                    Button "Cell 4: 0"

                    """)
            try Headless.scroll(to: .top)
            #expect(log.take() == ["0 onAppear", "1 onAppear", "3 onDisappear", "4 onDisappear"])
            #expect(
                Headless.screen() == """
                    Text "Title"
                    Button "Cell 0: 1"
                    Button "Cell 1: 0"
                    Button "Cell 2: 0"

                    """)
        }

        // iOS 16 (traces/10, Ole Begemann, case study "LazyVStack"): "onAppear gets called
        // often ... Unlike List, onDisappear seems not to get called at all."
        @Test(
            "on the iOS 17 and 18 profiles (iOS 16's rule) a lazy stack's rows appear again without disappearing",
            arguments: [Headless.Profile.iOS17, .iOS18])
        func lazyStackIOS16(profile: Headless.Profile) throws {
            let log = Log.start()
            Headless.reset(profile: profile)
            _ = showInWindow(UIHostingController(rootView: Stack()))
            _ = log.take()
            try Headless.scroll(by: 620)
            try Headless.scroll(to: .top)
            #expect(log.take() == ["3 onAppear", "4 onAppear", "0 onAppear", "1 onAppear"])
        }

        struct Eager: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<10, id: \.self) { Cell(index: $0).frame(height: 300) }
                    }
                }
            }
        }

        // traces/10, case study "ScrollView with VStack": "All children appear at once and never
        // disappear, even if they're not on screen initially."
        @Test("a VStack in a ScrollView builds every row at once and scrolling changes nothing")
        func eagerStack() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Eager()))
            #expect(log.take() == (0..<10).map { "\($0) onAppear" })
            try Headless.scroll(to: .end)
            #expect(log.take() == [])
            let offset = try Headless.scrollOffset()
            #expect(offset == CGFloat(3000 - 844))
            try Headless.scroll(to: .row(7, anchor: .top))
            #expect(try Headless.scrollOffset() == 2100)
        }

        struct Pinned: View {
            var body: some View {
                ScrollView {
                    LazyVStack(pinnedViews: [.sectionHeaders]) {
                        Section("Odd") {
                            ForEach(0..<10, id: \.self) { Text("Odd \($0)").frame(height: 300) }
                        }
                        Section("Even") {
                            ForEach(0..<10, id: \.self) { Text("Even \($0)").frame(height: 300) }
                        }
                    }
                }
            }
        }

        @Test("pinned section headers stay while their section's rows show")
        func pinnedHeaders() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Pinned()))
            try Headless.scroll(to: .row(5, anchor: .top))
            // The id 5 is found first in "Odd" (ids repeat across the two ForEach).
            #expect(
                Headless.screen() == """
                    Header "Odd"
                    Text "Odd 5"
                    Text "Odd 6"
                    Text "Odd 7"

                    """)
        }

        struct Reader: View {
            var body: some View {
                ScrollViewReader { proxy in
                    VStack {
                        Button("Bottom") { proxy.scrollTo(99, anchor: .bottom) }
                        ScrollView {
                            LazyVStack {
                                ForEach(0..<100, id: \.self) { Text("Line \($0)").frame(height: 300) }
                            }
                        }
                    }
                }
            }
        }

        @Test("ScrollViewProxy.scrollTo scrolls the scroll view with the row, building what shows")
        func proxyScrollTo() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Reader()))
            try Headless.tap("Bottom")
            #expect(
                Headless.screen() == """
                    Button "Bottom"
                    Text "Line 97"
                    Text "Line 98"
                    Text "Line 99"

                    """)
        }

        struct Grid: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem(), GridItem()]) {
                        ForEach(0..<60, id: \.self) { Text("G\($0)").frame(height: 300) }
                    }
                }
            }
        }

        @Test("a LazyVGrid of three columns builds the cells of the lines that show")
        func grid() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Grid()))
            #expect(Headless.screen() == (0..<9).map { "Text \"G\($0)\"\n" }.joined())
            try Headless.scroll(to: .end)
            #expect(Headless.screen() == (51..<60).map { "Text \"G\($0)\"\n" }.joined())
        }

        struct Shelf: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(0..<50, id: \.self) { Text("Book \($0)").frame(width: 150) }
                    }
                }
            }
        }

        @Test("a LazyHStack in a horizontal scroll view builds the columns across the 393 pt width")
        func horizontal() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Shelf()))
            #expect(Headless.screen() == "Text \"Book 0\"\nText \"Book 1\"\nText \"Book 2\"\n")
            try Headless.scroll(by: 300)
            #expect(Headless.screen() == "Text \"Book 2\"\nText \"Book 3\"\nText \"Book 4\"\n")
        }

        struct Positioned: View {
            @State private var position: Int?

            var body: some View {
                VStack {
                    Text("At \(position.map(String.init) ?? "none")")
                    Button("Jump") { position = 40 }
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<100, id: \.self) { Text("Item \($0)").frame(height: 300) }
                        }
                        .scrollTargetLayout()
                    }
                    .scrollPosition(id: $position)
                }
            }
        }

        @Test("scrollPosition(id:): setting it scrolls to the row; a scroll writes the top row's id")
        func scrollPosition() throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Positioned()))
            try Headless.tap("Jump")
            #expect(
                Headless.screen() == """
                    Text "At 40"
                    Button "Jump"
                    Text "Item 40"
                    Text "Item 41"
                    Text "Item 42"

                    """)
            try Headless.scroll(by: 650)
            #expect(
                Headless.screen() == """
                    Text "At 42"
                    Button "Jump"
                    Text "Item 42"
                    Text "Item 43"
                    Text "Item 44"

                    """)
        }

        struct Watched: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<10, id: \.self) { Text("Line \($0)").frame(height: 300) }
                    }
                }
                .onScrollGeometryChange(for: CGFloat.self, of: { $0.contentOffset.y }) { old, new in
                    log("offset \(Int(old)) -> \(Int(new))")
                }
            }
        }

        @Test("onScrollGeometryChange runs with the old and new value after each scroll that changes it")
        func geometryChange() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Watched()))
            try Headless.scroll(by: 500)
            try Headless.scroll(to: .end)
            try Headless.scroll(to: .end)
            #expect(log.take() == ["offset 0 -> 500", "offset 500 -> 2156"])
        }

        struct Visibility: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<10, id: \.self) { index in
                            Text("Line \(index)").frame(height: 300)
                                .onScrollVisibilityChange { log("line \(index) \($0)") }
                        }
                    }
                    LazyVStack {
                        ForEach(0..<10, id: \.self) { index in
                            Text("Row \(index)").frame(height: 300)
                                .onScrollVisibilityChange { log("row \(index) \($0)") }
                        }
                    }
                }
            }
        }

        @Test("onScrollVisibilityChange: a view crossing half visible, eager or lazy, in layout order")
        func visibilityChange() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Visibility()))
            #expect(log.take() == ["line 0 true", "line 1 true", "line 2 true"])
            try Headless.scroll(by: 500)
            #expect(log.take() == ["line 0 false", "line 1 false", "line 3 true"])
            try Headless.scroll(to: .offset(3000))
            #expect(
                log.take() == [
                    "line 2 false", "line 3 false", "row 0 true", "row 1 true", "row 2 true",
                ])
        }
    }
}
