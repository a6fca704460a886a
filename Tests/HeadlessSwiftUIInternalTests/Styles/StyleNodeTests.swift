// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Inert style modifiers cost at most one graph node each, and a run of them one node in all
    // (common.md: a list with 8 inert modifiers per row must mount within 1.5x of the bare list).
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

        @Test("eight style modifiers in a row add one node, around the content")
        func oneNodePerRun() {
            _ = Log.start()
            let host = UIHostingController(rootView: Row())
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            #expect(lines.count == 1 + 1 + 1)
            #expect(lines.first == "Row")
            #expect(lines.last == String(repeating: "  ", count: 2) + "Text \"row\"")
        }
    }
}
