// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Round 5: what an anchor resolves to without layout (the runtime's frames: a view's
    // `frame`, else a text's one 100 x 20 line, stacked without spacing: guesses), and what a
    // preference-value layer shows. Headless only: a device lays texts out by their glyphs.
    @Suite(.serialized) @MainActor struct AnchorScreenTests {
        struct BoundsKey: PreferenceKey {
            static var defaultValue: [Anchor<CGRect>] { [] }

            static func reduce(value: inout [Anchor<CGRect>], nextValue: () -> [Anchor<CGRect>]) {
                value += nextValue()
            }
        }

        struct Texts: View {
            let flag: Flag

            var body: some View {
                VStack {
                    Text("Title")
                    HStack {
                        Text("Left").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                        if flag.isOn {
                            Text("Middle").frame(width: 40)
                        }
                        Text("Right").anchorPreference(key: BoundsKey.self, value: .bounds) { [$0] }
                    }
                }
                .overlayPreferenceValue(BoundsKey.self) { anchors in
                    GeometryReader { proxy in
                        ForEach(Array(anchors.enumerated()), id: \.offset) { _, anchor in
                            let rect = proxy[anchor]
                            Text("\(Int(rect.minX)),\(Int(rect.minY)) \(Int(rect.width))x\(Int(rect.height))")
                        }
                    }
                }
            }
        }

        @Test("text anchors resolve to one-line frames packed along their stacks; the overlay follows")
        func textFrames() {
            let flag = Flag()
            _ = showInWindow(UIHostingController(rootView: Texts(flag: flag)))
            #expect(
                Headless.screen() == """
                    Text "Title"
                    Text "Left"
                    Text "Right"
                    Text "0,20 100x20"
                    Text "100,20 100x20"

                    """)
            flag.isOn = true
            Headless.runUntilIdle()
            #expect(
                Headless.screen() == """
                    Text "Title"
                    Text "Left"
                    Text "Middle"
                    Text "Right"
                    Text "0,20 100x20"
                    Text "140,20 100x20"

                    """)
        }

        struct PinKey: PreferenceKey {
            static var defaultValue: Anchor<CGRect>? { nil }

            static func reduce(value: inout Anchor<CGRect>?, nextValue: () -> Anchor<CGRect>?) {
                value = value ?? nextValue()
            }
        }

        struct Pins: View {
            let flag: Flag

            var body: some View {
                VStack {
                    Text("Header")
                    if flag.isOn {
                        Text("Pin").anchorPreference(key: PinKey.self, value: .bounds) { $0 }
                    }
                }
            }
        }

        @Test("a layer built from a nil anchor is rebuilt when a view inside the content adds one")
        func anchorAppears() {
            let flag = Flag()
            let root = Pins(flag: flag)
                .overlayPreferenceValue(PinKey.self) { pin in
                    GeometryReader { proxy in
                        Text(pin.map { "pin at \(Int(proxy[$0].minY))" } ?? "no pin")
                    }
                }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(Headless.screen() == "Text \"Header\"\nText \"no pin\"\n")
            flag.isOn = true
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Text \"Header\"\nText \"Pin\"\nText \"pin at 20\"\n")
            flag.isOn = false
            Headless.runUntilIdle()
            #expect(Headless.screen() == "Text \"Header\"\nText \"no pin\"\n")
        }

        struct CountKey: PreferenceKey {
            static var defaultValue: Int { 0 }

            static func reduce(value: inout Int, nextValue: () -> Int) {
                value += nextValue()
            }
        }

        @Test("a background preference layer shows after its content, built from the reduced value")
        func backgroundLayer() {
            let root = VStack {
                Text("A").preference(key: CountKey.self, value: 1)
                Text("B").preference(key: CountKey.self, value: 2)
            }
            .backgroundPreferenceValue(CountKey.self) { total in
                Text("total \(total)")
            }
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(
                Headless.screen() == """
                    Text "A"
                    Text "B"
                    Text "total 3"

                    """)
        }
    }
}
