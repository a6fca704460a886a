// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Inert style modifiers cost one graph node each (common.md: a list with 8 inert modifiers
    // per row must mount within 1.5x of the bare list), so a row's graph grows by exactly 8.
    @Suite(.serialized) @MainActor struct StyleNodeTests {
        struct Row: View {
            var body: some View {
                Text("row")
                    .foregroundStyle(.red)
                    .opacity(0.5)
                    .tint(.blue)
                    .shadow(radius: 1)
                    .blur(radius: 1)
                    .scaleEffect(2)
                    .rotationEffect(.zero)
                    .clipShape(Circle())
            }
        }

        @Test("eight style modifiers add eight nodes, each one around the next")
        func oneNodePerModifier() {
            _ = Log.start()
            let host = UIHostingController(rootView: Row())
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            #expect(lines.count == 1 + 8 + 1)
            #expect(lines.first == "Row")
            #expect(lines.last == String(repeating: "  ", count: 9) + "Text \"row\"")
        }
    }
}
