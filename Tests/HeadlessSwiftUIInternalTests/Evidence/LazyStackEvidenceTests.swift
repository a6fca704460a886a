// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19: public claims about a lazy stack's rows (when they are built, appear, disappear,
    // keep or lose their state), each played on the profile of the iOS version it was made for.
    // ContainerDelivery.md, "Lists, lazy containers, split views and page tabs against public claims".
    @Suite(.serialized) @MainActor struct LazyStackEvidenceTests {
        /// A 300 pt row that logs its body, appearance and state; three fit the test window.
        struct Cell: View {
            let index: Int
            var suffix = ""
            @State private var taps = 0

            var body: some View {
                let _ = log("\(index) body\(suffix)")
                Button("Cell \(index): \(taps)\(suffix)") { taps += 1 }
                    .onAppear { log("\(index) onAppear") }
                    .onDisappear { log("\(index) onDisappear") }
            }
        }

        struct Stack: View {
            var count = 200

            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<count, id: \.self) { Cell(index: $0).frame(height: 300) }
                    }
                }
            }
        }

        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" (2:26): a LazyVStack "stops
        // once the visible rect is filled", adds views as you scroll, "and as views are scrolled
        // out of screen, they are removed from the lazy stack"; at 15:07 "When the view appears,
        // onAppear is called", the body having run before it.
        // https://developer.apple.com/videos/play/wwdc2026/321
        @Test("iOS 26: rows scrolled in run their body, then appear; rows scrolled out disappear")
        func scrolledOutRowsAreRemoved() throws {
            let log = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Stack()))
            #expect(
                log.take() == [
                    "0 body", "1 body", "2 body", "0 onAppear", "1 onAppear", "2 onAppear",
                ])
            try Headless.scroll(by: 620)
            #expect(
                log.take() == [
                    "3 body", "4 body", "3 onAppear", "4 onAppear", "0 onDisappear", "1 onDisappear",
                ])
        }

        // Ole Begemann, swiftui-view-lifecycle, case study "LazyVStack" (iOS 16, traces/10):
        // "onAppear gets called often, but the state gets preserved for all child views. Unlike
        // List, onDisappear seems not to get called at all." A reader of that case study
        // (January 2026): "iOS 26 introduced onDisappear for lazy stacks which wasn't working
        // prior to it", so the iOS 17 and 18 profiles follow iOS 16.
        // https://github.com/ole/swiftui-view-lifecycle
        // https://github.com/ole/swiftui-view-lifecycle/issues/4
        @Test(
            "iOS 17 and 18 (iOS 16's log): a row scrolled back appears again, never disappears, keeps its state",
            arguments: [Headless.Profile.iOS17, .iOS18])
        func iOS16Rule(profile: Headless.Profile) throws {
            let log = Log.start()
            Headless.reset(profile: profile)
            _ = showInWindow(UIHostingController(rootView: Stack()))
            try Headless.tap("Cell 0: 0")
            _ = log.take()
            try Headless.scroll(by: 620)
            try Headless.scroll(to: .top)
            #expect(
                log.take() == [
                    "3 body", "4 body", "3 onAppear", "4 onAppear", "0 onAppear", "1 onAppear",
                ])
            #expect(
                Headless.screen() == """
                    Button "Cell 0: 1"
                    Button "Cell 1: 0"
                    Button "Cell 2: 0"

                    """)
        }

        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" (17:00): views scrolled out
        // "aren't removed from memory immediately. Lazy stacks keep these around for a number
        // of updates, in case they are scrolled back on screen. When views finally are deleted
        // from memory, state variables are deleted alongside" (the "isHighlighted" example).
        // https://developer.apple.com/videos/play/wwdc2026/321
        @Test("iOS 26: a row scrolled just out and back keeps its state; one scrolled far loses it")
        func stateNearKeptFarLost() throws {
            _ = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Stack()))
            try Headless.tap("Cell 0: 0")
            try Headless.scroll(by: 620)
            try Headless.scroll(to: .top)
            #expect(
                Headless.screen() == """
                    Button "Cell 0: 1"
                    Button "Cell 1: 0"
                    Button "Cell 2: 0"

                    """)
            try Headless.scroll(to: .row(150, anchor: .top))
            try Headless.scroll(to: .top)
            #expect(
                Headless.screen() == """
                    Button "Cell 0: 0"
                    Button "Cell 1: 0"
                    Button "Cell 2: 0"

                    """)
        }

        struct Retitled: View {
            @State private var suffix = ""

            var body: some View {
                VStack {
                    Button("Rename") { suffix = "!" }
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<50, id: \.self) {
                                Cell(index: $0, suffix: suffix).frame(height: 300)
                            }
                        }
                    }
                }
            }
        }

        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" (16:59): "Views that are
        // scrolled out of screen aren't rendered or updated anymore"; a kept row runs its body
        // with the new value only when it comes back.
        // https://developer.apple.com/videos/play/wwdc2026/321
        @Test("a row kept off screen is not updated; scrolled back it runs its body with the new value")
        func offScreenRowsAreNotUpdated() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Retitled()))
            try Headless.scroll(by: 620)
            _ = log.take()
            try Headless.tap("Rename")
            #expect(log.take() == ["2 body!", "3 body!", "4 body!"])
            try Headless.scroll(to: .top)
            #expect(
                log.take() == [
                    "0 body!", "1 body!", "0 onAppear", "1 onAppear", "3 onDisappear",
                    "4 onDisappear",
                ])
        }

        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" (18:39): "the lazy stack can
        // query the ForEach to find the ID to scroll to, without constructing any of the views";
        // scrolling to an off-screen view works. https://developer.apple.com/videos/play/wwdc2026/321
        @Test("scrolling to an id far below builds only the rows that end up on screen")
        func scrollToIDBuildsOnlyTarget() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Stack(count: 10_000)))
            _ = log.take()
            try Headless.scroll(to: .row(9_000, anchor: .top))
            #expect(
                log.take() == [
                    "9000 body", "9001 body", "9002 body", "9000 onAppear", "9001 onAppear",
                    "9002 onAppear", "0 onDisappear", "1 onDisappear", "2 onDisappear",
                ])
        }

        struct Feed: View {
            @State private var count = 10

            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<count, id: \.self) { Text("Post \($0)").frame(height: 300) }
                        Text("Loading")
                            .onAppear {
                                log("Loading onAppear at \(count)")
                                count += 10
                            }
                            .onDisappear { log("Loading onDisappear") }
                    }
                }
            }
        }

        // WWDC26 "Dive into lazy stacks and scrolling with SwiftUI" (15:31): infinite scrolling
        // with the last view, a ProgressView, fetching a page in its onAppear; Donny Wals
        // (iOS 14, 2020): a List row's onAppear loads more as "the list doesn't render all of
        // its views at once". https://developer.apple.com/videos/play/wwdc2026/321
        // https://www.donnywals.com/implementing-an-infinite-scrolling-list-with-swiftui-and-combine/
        @Test("iOS 26: a loading row at the end appears once per arrival and each time loads a page")
        func infiniteScroll() throws {
            let log = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Feed()))
            #expect(log.take() == [])
            try Headless.scroll(to: .end)
            #expect(log.take() == ["Loading onAppear at 10", "Loading onDisappear"])
            try Headless.scroll(to: .end)
            // The page pushes the loading row below the viewport: it leaves, as rows scrolled out do.
            #expect(log.take() == ["Loading onAppear at 20", "Loading onDisappear"])
            #expect(
                Headless.screen() == """
                    Text "Post 17"
                    Text "Post 18"
                    Text "Post 19"
                    Text "Post 20"

                    """)
        }

        struct Eager: View {
            var body: some View {
                ScrollView {
                    VStack {
                        ForEach(0..<6, id: \.self) { Cell(index: $0).frame(height: 300) }
                    }
                }
            }
        }

        // Ole Begemann, case study "ScrollView with VStack" (iOS 16, traces/10): "All children
        // appear at once and never disappear"; WWDC26 (2:09): "unlike a VStack, a LazyVStack
        // does not evaluate or render views that aren't visible". Same on every profile.
        // https://github.com/ole/swiftui-view-lifecycle
        @Test(
            "a VStack in a ScrollView builds and shows every row at once on every profile",
            arguments: [Headless.Profile.iOS17, .iOS18, .iOS26])
        func eagerStack(profile: Headless.Profile) throws {
            let log = Log.start()
            Headless.reset(profile: profile)
            _ = showInWindow(UIHostingController(rootView: Eager()))
            #expect(log.take() == (0..<6).map { "\($0) body" } + (0..<6).map { "\($0) onAppear" })
            try Headless.scroll(to: .end)
            #expect(log.take() == [])
        }

        struct Grid: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(0..<40, id: \.self) { Cell(index: $0).frame(height: 300) }
                    }
                }
            }
        }

        // Ole Begemann, case study "LazyVGrid" (iOS 16, traces/10): rows appear again with no
        // onDisappear. A reader's screenshot in https://github.com/ole/swiftui-view-lifecycle/issues/1
        // (December 2022, iOS 16) shows onDisappear called for a LazyVGrid cell: the sources
        // disagree; the iOS 17 profile follows the case study.
        @Test("iOS 17: a lazy grid's cells scrolled out do not disappear; on iOS 26 they do")
        func gridCells() throws {
            let log = Log.start()
            Headless.reset(profile: .iOS17)
            _ = showInWindow(UIHostingController(rootView: Grid()))
            _ = log.take()
            try Headless.scroll(by: 620)
            let cellsIn =
                ["6 body", "7 body", "8 body", "9 body"]
                + ["6 onAppear", "7 onAppear", "8 onAppear", "9 onAppear"]
            #expect(log.take() == cellsIn)
            _ = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Grid()))
            _ = log.take()
            try Headless.scroll(by: 620)
            let cellsOut = ["0 onDisappear", "1 onDisappear", "2 onDisappear", "3 onDisappear"]
            #expect(log.take() == cellsIn + cellsOut)
        }
    }
}
