// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 19: public claims about a List's rows and about row tasks and state in lists and lazy
    // stacks, each played on the profile of the iOS version it was made for.
    // ContainerDelivery.md, "Lists, lazy containers, split views and page tabs against public claims".
    @Suite(.serialized) @MainActor struct ListEvidenceTests {
        /// An object that logs when SwiftUI allocates it: when a row's state storage is made.
        @MainActor final class Token: ObservableObject {
            init(_ index: Int) { log("\(index) state") }
        }

        /// A 300 pt row whose state storage logs when it is allocated.
        struct Row: View {
            let index: Int
            @State private var taps = 0
            @StateObject private var token: Token

            init(index: Int) {
                self.index = index
                _token = StateObject(wrappedValue: Token(index))
            }

            var body: some View {
                Button("Row \(index): \(taps)") { taps += 1 }
                    .onAppear { log("\(index) onAppear") }
                    .onDisappear { log("\(index) onDisappear") }
            }
        }

        struct Rows: View {
            var body: some View {
                List(0..<1000, id: \.self) { Row(index: $0).frame(height: 300) }
            }
        }

        // Chris Eidhof, "Lifetime of State Properties in SwiftUI" (2022): "When a List is
        // rendered on screen, it only allocates memory for the children that are directly on
        // screen (on iOS, anyway)". Scrolling allocates the rows coming in; rows scrolled back
        // keep theirs (traces/10).
        // https://chris.eidhof.nl/post/swiftui-state-lifetime/
        @Test("a list of 1,000 rows allocates state only for the rows on screen, then as they scroll in")
        func onlyVisibleRowsGetState() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Rows()))
            #expect(
                log.take() == [
                    "0 state", "1 state", "2 state", "0 onAppear", "1 onAppear", "2 onAppear",
                ])
            try Headless.scroll(by: 620)
            #expect(
                log.take() == [
                    "3 state", "4 state", "3 onAppear", "4 onAppear", "0 onDisappear", "1 onDisappear",
                ])
            try Headless.scroll(to: .top)
            #expect(log.take() == ["0 onAppear", "1 onAppear", "3 onDisappear", "4 onDisappear"])
        }

        // Ole Begemann, swiftui-view-lifecycle, case study "List" (iOS 16, traces/10): "List
        // recycles views during scrolling, so onAppear gets called often. But List preserves
        // the state for all list items." No later source differs for a short scroll; the rule
        // is the same on every profile. https://github.com/ole/swiftui-view-lifecycle
        @Test(
            "a list row scrolled out disappears and back appears, with its state, on every profile",
            arguments: [Headless.Profile.iOS17, .iOS18, .iOS26])
        func listRowsDisappear(profile: Headless.Profile) throws {
            let log = Log.start()
            Headless.reset(profile: profile)
            _ = showInWindow(UIHostingController(rootView: Rows()))
            try Headless.tap("Row 0: 0")
            _ = log.take()
            try Headless.scroll(by: 620)
            #expect(
                log.take() == [
                    "3 state", "4 state", "3 onAppear", "4 onAppear", "0 onDisappear", "1 onDisappear",
                ])
            try Headless.scroll(to: .top)
            #expect(log.take() == ["0 onAppear", "1 onAppear", "3 onDisappear", "4 onDisappear"])
            #expect(
                Headless.screen() == """
                    Button "Row 0: 1"
                    Button "Row 1: 0"
                    Button "Row 2: 0"

                    """)
        }

        struct Both: View {
            let lazy: Bool

            var body: some View {
                if lazy {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<1000, id: \.self) { Row(index: $0).frame(height: 300) }
                        }
                    }
                } else {
                    Rows()
                }
            }
        }

        // Swift Forums, "[Pitch] SwiftUI: Stabilize state in lazy containers" (2025): "when
        // using lazy containers such as LazyVStack or List, state can be unexpectedly lost when
        // views scroll offscreen"; WWDC26 "Dive into lazy stacks" (17:11): "When views finally
        // are deleted from memory, state variables are deleted alongside".
        // https://forums.swift.org/t/pitch-swiftui-stabilize-state-in-lazy-containers/79926
        // https://developer.apple.com/videos/play/wwdc2026/321
        @Test(
            "List and LazyVStack alike: a row scrolled far away and back comes back with fresh state",
            arguments: [false, true])
        func farRowsLoseState(lazy: Bool) throws {
            _ = Log.start()
            _ = showInWindow(UIHostingController(rootView: Both(lazy: lazy)))
            try Headless.tap("Row 1: 0")
            try Headless.scroll(to: .row(500, anchor: .top))
            try Headless.scroll(to: .top)
            #expect(
                Headless.screen() == """
                    Button "Row 0: 0"
                    Button "Row 1: 0"
                    Button "Row 2: 0"

                    """)
        }

        /// A 300 pt row with a task that waits a minute and logs how it ended.
        struct Worker: View {
            let index: Int

            var body: some View {
                Text("Worker \(index)")
                    .task {
                        log("\(index) task started")
                        try? await Task.sleep(for: .seconds(60))
                        log("\(index) task ended, cancelled: \(Task.isCancelled)")
                    }
            }
        }

        struct Workers: View {
            let lazy: Bool

            var body: some View {
                if lazy {
                    ScrollView {
                        LazyVStack {
                            ForEach(0..<100, id: \.self) { Worker(index: $0).frame(height: 300) }
                        }
                    }
                } else {
                    List(0..<100, id: \.self) { Worker(index: $0).frame(height: 300) }
                }
            }
        }

        // Apple, task(priority:_:) (traces/28): "SwiftUI can automatically cancel the task at
        // some point after the view disappears before the action completes." A List row
        // disappears when it scrolls out (traces/10), so its task is cancelled; scrolled back,
        // the row appears and a new task starts.
        // https://developer.apple.com/documentation/swiftui/view/task(priority:_:)
        @Test(
            "a list row's task is cancelled when the row scrolls out and starts again when it is back",
            .tasksFollowVirtualTime)
        func listRowTaskCancelled() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Workers(lazy: false)))
            Driver.runUntilIdle()
            #expect(log.take() == ["0 task started", "1 task started", "2 task started"])
            try Headless.scroll(by: 620)
            // The cancelled tasks' last steps run before the new tasks' first ones (the run
            // loop's order: their continuations were queued first).
            #expect(
                log.take() == [
                    "0 task ended, cancelled: true", "1 task ended, cancelled: true",
                    "3 task started", "4 task started",
                ])
            try Headless.scroll(to: .top)
            #expect(
                log.take() == [
                    "3 task ended, cancelled: true", "4 task ended, cancelled: true",
                    "0 task started", "1 task started",
                ])
            Self.endTasks(log)
        }

        /// Ends the tasks still running, so their last lines do not reach the next test's log.
        static func endTasks(_ log: Log) {
            Driver.reset()
            Driver.runUntilIdle()
            _ = log.take()
        }

        // traces/28 (a task is cancelled after its view disappears) with traces/10 (iOS 16: a
        // lazy stack's row scrolled out gets no onDisappear): on the iOS 17 profile the task of
        // a row scrolled out runs on until the row is released far away (guess: no device log
        // of a task in a lazy stack). https://github.com/ole/swiftui-view-lifecycle
        @Test(
            "iOS 17: a lazy stack row's task survives a short scroll-out; iOS 26: it is cancelled",
            .tasksFollowVirtualTime)
        func lazyRowTask() throws {
            let log = Log.start()
            Headless.reset(profile: .iOS17)
            _ = showInWindow(UIHostingController(rootView: Workers(lazy: true)))
            Driver.runUntilIdle()
            _ = log.take()
            try Headless.scroll(by: 620)
            #expect(log.take() == ["3 task started", "4 task started"])
            try Headless.scroll(to: .row(90, anchor: .top))
            let released = log.take().filter { $0.hasPrefix("0 ") || $0.hasPrefix("1 ") }
            #expect(released == ["0 task ended, cancelled: true", "1 task ended, cancelled: true"])
            _ = Log.start()
            Headless.reset(profile: .iOS26)
            _ = showInWindow(UIHostingController(rootView: Workers(lazy: true)))
            Driver.runUntilIdle()
            _ = log.take()
            try Headless.scroll(by: 620)
            #expect(
                log.take() == [
                    "0 task ended, cancelled: true", "1 task ended, cancelled: true",
                    "3 task started", "4 task started",
                ])
            Self.endTasks(log)
        }
    }
}
