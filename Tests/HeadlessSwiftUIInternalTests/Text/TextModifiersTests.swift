// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // SwiftUI's Text modifiers return Text, so styled texts still concatenate with `+` (the
    // iOS 17.4 interface: foregroundStyle, textScale, underline(_:color:) on Text return Text).
    @Suite(.serialized) @MainActor struct TextModifiersTests {
        struct DueLabel: View {
            var body: some View {
                Text("Due ").foregroundStyle(.secondary).bold()
                    + Text("today").textScale(.secondary).underline(color: .red).foregroundStyle(.red)
            }
        }

        @Test(
            "styled texts concatenate into one text, shown as one element; their styling is listed as inert")
        func styledConcatenation() {
            Headless.reset()
            let host = UIHostingController(rootView: DueLabel())
            _ = host.view
            #expect(Headless.screen(of: host) == "Text \"Due today\"\n")
            #expect(
                Headless.inertCalls == [
                    "Text.bold()", "Text.foregroundStyle(_:)", "Text.textScale(_:isEnabled:)",
                    "Text.underline(_:color:)",
                ])
        }
    }
}
