// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Round 5: anchor preferences. An anchor made in one view is read in another's geometry
    // proxy, moved into that reader's coordinate space; an overlayPreferenceValue or
    // backgroundPreferenceValue layer is built from its content's reduced value and rebuilt when
    // it changes. The layouts here are ones a device lays out the same way the runtime measures
    // them (fixed frames, no spacing, equal widths, readers on the anchored view's own parent).
    @Suite(.serialized) @MainActor struct AnchorPreferenceTests {
        struct BoundsKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }

            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }

        struct PointsKey: PreferenceKey {
            static var defaultValue: [String: Anchor<CGPoint>] { [:] }

            static func reduce(
                value: inout [String: Anchor<CGPoint>], nextValue: () -> [String: Anchor<CGPoint>]
            ) {
                value.merge(nextValue()) { $1 }
            }
        }

        struct Samples {
            var rect: Anchor<CGRect>?
            var corners: Anchor<[CGPoint]>?
            var missing: Anchor<CGPoint?>?
        }

        struct SamplesKey: PreferenceKey {
            static var defaultValue: Samples { Samples() }

            static func reduce(value: inout Samples, nextValue: () -> Samples) {
                let next = nextValue()
                value.rect = value.rect ?? next.rect
                value.corners = value.corners ?? next.corners
                value.missing = value.missing ?? next.missing
            }
        }

        static func describe(_ rect: CGRect) -> String {
            "\(Int(rect.minX)) \(Int(rect.minY)) \(Int(rect.width)) \(Int(rect.height))"
        }

        static func describe(_ point: CGPoint) -> String {
            "\(Int(point.x)) \(Int(point.y))"
        }

        struct Top: View {
            let flag: Flag

            var body: some View {
                Color.red.frame(width: 100, height: flag.isOn ? 60 : 30)
            }
        }

        struct Marked: View {
            let flag: Flag

            var body: some View {
                VStack(spacing: 0) {
                    Top(flag: flag)
                    Color.blue.frame(width: 100, height: 50)
                        .anchorPreference(key: BoundsKey.self, value: .bounds) { $0 }
                }
                .overlayPreferenceValue(BoundsKey.self, alignment: .topLeading) { anchor in
                    GeometryReader { proxy in
                        Color.clear.onChange(of: anchor.map { describe(proxy[$0]) } ?? "none", initial: true)
                        {
                            log("marked \($1)")
                        }
                    }
                }
            }
        }

        @Test("a bounds anchor reads as the view's frame in the overlay's reader, again after it moves")
        func boundsFollowTheView() {
            let events = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Marked(flag: flag)))
            #expect(events.take() == ["marked 0 30 100 50"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(events.take() == ["marked 0 60 100 50"])
        }

        struct Points: View {
            var body: some View {
                VStack(spacing: 0) {
                    Color.red.frame(width: 80, height: 20)
                        .transformAnchorPreference(key: PointsKey.self, value: .center) { $0["a"] = $1 }
                    Color.green.frame(width: 80, height: 40)
                        .transformAnchorPreference(key: PointsKey.self, value: .bottomTrailing) {
                            $0["b"] = $1
                        }
                    Color.blue.frame(width: 80, height: 10)
                        .anchorPreference(key: PointsKey.self, value: .point(CGPoint(x: 5, y: 6))) {
                            ["c": $0]
                        }
                }
                .backgroundPreferenceValue(PointsKey.self) { points in
                    GeometryReader { proxy in
                        Color.clear.onAppear {
                            for key in points.keys.sorted() {
                                log("\(key) \(describe(proxy[points[key]!]))")
                            }
                        }
                    }
                }
            }
        }

        @Test("point anchors from siblings combine with reduce; the background reads each")
        func pointsCombine() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Points()))
            #expect(events.take() == ["a 40 10", "b 80 60", "c 5 66"])
        }

        struct Sampled: View {
            var body: some View {
                Color.red.frame(width: 200, height: 100)
                    .transformAnchorPreference(
                        key: SamplesKey.self, value: .rect(CGRect(x: 10, y: 5, width: 20, height: 10))
                    ) { $0.rect = $1 }
                    .transformAnchorPreference(
                        key: SamplesKey.self,
                        value: Anchor<[CGPoint]>.Source([
                            .topLeading, .unitPoint(UnitPoint(x: 0.25, y: 0.5)), .bottom,
                        ])
                    ) { $0.corners = $1 }
                    .transformAnchorPreference(key: SamplesKey.self, value: Anchor<CGPoint?>.Source(nil)) {
                        $0.missing = $1
                    }
                    .overlayPreferenceValue(SamplesKey.self) { samples in
                        GeometryReader { proxy in
                            Color.clear.onAppear {
                                log("rect \(samples.rect.map { describe(proxy[$0]) } ?? "none")")
                                let corners = samples.corners.map { proxy[$0] } ?? []
                                log("corners \(corners.map { describe($0) }.joined(separator: ", "))")
                                let missing = samples.missing.map { proxy[$0] }
                                log("missing \(missing.map { $0.map { describe($0) } ?? "nil" } ?? "none")")
                            }
                        }
                    }
            }
        }

        @Test("rect, unit point, array and optional sources resolve against the view's bounds")
        func sources() {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Sampled()))
            #expect(events.take() == ["rect 10 5 20 10", "corners 0 0, 50 50, 100 100", "missing nil"])
        }

        struct TitlesKey: PreferenceKey {
            static var defaultValue: [String] { [] }

            static func reduce(value: inout [String], nextValue: () -> [String]) {
                value += nextValue()
            }
        }

        struct Badge: View {
            let count: Int

            var body: some View {
                Text("\(count)")
                    .onAppear { log("badge appeared \(count)") }
                    .onChange(of: count) { log("badge \($1)") }
            }
        }

        struct Rows: View {
            let flag: Flag

            var body: some View {
                VStack {
                    Text("A").preference(key: TitlesKey.self, value: ["A"])
                    Text("B").preference(key: TitlesKey.self, value: ["B"])
                    if flag.isOn {
                        Text("C").preference(key: TitlesKey.self, value: ["C"])
                    }
                }
            }
        }

        struct Counted: View {
            let flag: Flag

            var body: some View {
                Rows(flag: flag)
                    .overlayPreferenceValue(TitlesKey.self) { titles in
                        Badge(count: titles.count)
                    }
            }
        }

        @Test("a preference-value overlay is rebuilt from the new value, keeping its views' identity")
        func overlayFollowsTheValue() {
            let events = Log.start()
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Counted(flag: flag)))
            #expect(events.take() == ["badge appeared 2"])
            flag.isOn = true
            Driver.runUntilIdle()
            #expect(events.take() == ["badge 3"])
            flag.isOn = false
            Driver.runUntilIdle()
            #expect(events.take() == ["badge 2"])
        }
    }
}
