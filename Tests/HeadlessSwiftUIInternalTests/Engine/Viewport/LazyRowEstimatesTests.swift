// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32 item 5: a lazy container plans its rows at extents measured from the rows it built
    // (text lines, padding, frames, images, stacks), not at a fixed 44-point row, so on the
    // 393 x 852 iPhone screen it builds the rows that fit the screen at those extents.
    //
    // Apple: a lazy stack "doesn't create items until it needs to render them onscreen"
    // (https://developer.apple.com/documentation/swiftui/lazyvstack); WWDC26 "Dive into lazy
    // stacks and scrolling with SwiftUI" (2:26): it "stops once the visible rect is filled", and
    // lazy stacks "estimate sizes" of the views they have not loaded
    // (https://developer.apple.com/videos/play/wwdc2026/321). No device log found gives how many
    // cells a grid builds at launch: the counts below follow the runtime's estimates (a Text line
    // 20 points, default padding 16, spacing not laid out), which WhatIsMirrored.md lists as guesses.
    @Suite(.serialized) @MainActor struct LazyRowEstimatesTests {
        static func row(_ id: Int) -> ChildKey {
            ChildKey(tag: .element(AnyHashable(id)), type: ObjectIdentifier(Text.self))
        }

        @Test("a run's estimate is the mean of its live rows; forgetting them all keeps the last mean")
        func estimates() {
            let estimates = LazyRowEstimates()
            let run: [ChildTag] = [.index(0)]
            #expect(estimates.estimate(ofRun: run) == nil)
            #expect(estimates.anyRunEstimate == nil)
            estimates.record(20, of: Self.row(0), inRun: run)
            estimates.record(40, of: Self.row(1), inRun: run)
            #expect(estimates.estimate(ofRun: run) == 30)
            estimates.record(60, of: Self.row(1), inRun: run)
            #expect(estimates.estimate(ofRun: run) == 40)
            estimates.record(100, of: Self.row(2), inRun: [.index(1)])
            #expect(estimates.anyRunEstimate == 70)
            estimates.forget(Self.row(0))
            #expect(estimates.estimate(ofRun: run) == 60)
            estimates.forget(Self.row(1))
            #expect(estimates.estimate(ofRun: run) == 60)
            #expect(estimates.anyRunEstimate == 80)
        }

        struct TextGrid: View {
            let count: Int

            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(0..<count, id: \.self) { index in
                            Text("Cell \(index)")
                                .onAppear { log("\(index) onAppear") }
                                .onDisappear { log("\(index) onDisappear") }
                        }
                    }
                }
            }
        }

        @Test(
            "a 40-cell two-column grid of unframed Text: its 20 lines of 20 points fit the screen, all built")
        func textGridFitsTheScreen() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: TextGrid(count: 40)))
            #expect(log.take() == (0..<40).map { "\($0) onAppear" })
            // 400 points of content in an 852-point viewport: nothing to scroll to.
            try Headless.scroll(by: 300)
            #expect(log.take() == [])
        }

        @Test("a 200-cell grid of unframed Text builds the 43 lines that fit, and the lines a scroll brings")
        func textGridBuildsWhatFits() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: TextGrid(count: 200)))
            // 852 / 20 = 42.6: lines 0-42, cells 0-85 (at a 44-point guess it was lines 0-19).
            #expect(log.take() == (0..<86).map { "\($0) onAppear" })
            try Headless.scroll(by: 400)
            // Lines 20-62 are on screen: 43-62 come in; 0-19 leave (iOS 26: cells disappear).
            #expect(
                log.take() == (86..<126).map { "\($0) onAppear" } + (0..<40).map { "\($0) onDisappear" })
        }

        struct FramedGrid: View {
            var body: some View {
                ScrollView {
                    LazyVGrid(columns: [GridItem(), GridItem()]) {
                        ForEach(0..<40, id: \.self) { index in
                            Text("Cell \(index)")
                                .frame(height: 100)
                                .onAppear { log("\(index) onAppear") }
                                .onDisappear { log("\(index) onDisappear") }
                        }
                    }
                }
            }
        }

        @Test("a 40-cell grid of 100-point cells builds nine lines at launch and three more after a scroll")
        func framedGrid() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: FramedGrid()))
            // 852 / 100 = 8.52: lines 0-8, cells 0-17.
            #expect(log.take() == (0..<18).map { "\($0) onAppear" })
            try Headless.scroll(by: 300)
            // Lines 3-11 are on screen: 9-11 come in, 0-2 leave.
            #expect(log.take() == (18..<24).map { "\($0) onAppear" } + (0..<6).map { "\($0) onDisappear" })
        }

        struct PaddedStack: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        ForEach(0..<100, id: \.self) { index in
                            Text("Row \(index)")
                                .padding()
                                .onAppear { log("\(index) onAppear") }
                                .onDisappear { log("\(index) onDisappear") }
                        }
                    }
                }
            }
        }

        @Test("a LazyVStack of padded rows: each a 20-point line with 16 points above and below")
        func paddedStack() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: PaddedStack()))
            // 852 / 52 = 16.4: rows 0-16.
            #expect(log.take() == (0..<17).map { "\($0) onAppear" })
            try Headless.scroll(by: 520)
            // Rows 10-26 are on screen: 17-26 come in, 0-9 leave.
            #expect(log.take() == (17..<27).map { "\($0) onAppear" } + (0..<10).map { "\($0) onDisappear" })
        }

        struct MixedStack: View {
            var body: some View {
                ScrollView {
                    LazyVStack {
                        Text("Header").padding(.vertical, 30)
                        ForEach(0..<100, id: \.self) { index in
                            VStack {
                                Image(systemName: "star")
                                Text("Item \(index)")
                            }
                            .onAppear { log("\(index) onAppear") }
                        }
                    }
                }
            }
        }

        @Test("rows of a stack of an image and a text are two lines; a static header is measured on its own")
        func stackRows() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: MixedStack()))
            // The header is 80 points; each row 40: (852 - 80) / 40 = 19.3, rows 0-19.
            #expect(log.take() == (0..<20).map { "\($0) onAppear" })
        }

        struct Strip: View {
            var body: some View {
                ScrollView(.horizontal) {
                    LazyHStack {
                        ForEach(0..<50, id: \.self) { index in
                            Text("Tag \(index)")
                                .padding(.horizontal, 10)
                                .onAppear { log("\(index) onAppear") }
                        }
                    }
                }
            }
        }

        @Test("a LazyHStack plans widths: a 100-point text with 10 points each side, four overlap 393 points")
        func horizontalStack() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Strip()))
            #expect(log.take() == ["0 onAppear", "1 onAppear", "2 onAppear", "3 onAppear"])
        }

        struct TextList: View {
            var body: some View {
                List(0..<100, id: \.self) { index in
                    Text("Row \(index)").onAppear { log("\(index) onAppear") }
                }
            }
        }

        @Test("a List's rows of one text line stay at the standard 44-point row: 20 rows on the screen")
        func listRowsKeepTheirMinimum() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: TextList()))
            #expect(log.take() == (0..<20).map { "\($0) onAppear" })
        }
    }
}
