// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: issue 9 "Headless.dump(_:) prints the mounted graph of a hosting controller as indented
    // text (type, identity, state values)". Headless only: SwiftUI has no such call (Driver.dump is
    // empty there).
    @Suite(.serialized) @MainActor struct HeadlessDumpTests {
        struct Screen: View {
            var body: some View {
                VStack {
                    Counter(name: "a")
                    ForEach([1, 2], id: \.self) { Text("row \($0)") }
                }
            }
        }

        @Test("dump shows each identity with its type, its place and its state")
        func dump() {
            _ = Log.start()
            let host = UIHostingController(rootView: Screen())
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            #expect(lines.first == "Screen")
            #expect(lines.contains { $0.contains("Counter") && $0.contains("count=0") })
            #expect(lines.contains { $0.contains("[id: 2]") })
        }

        /// A stack of `VStack`s `depth` deep around a text.
        struct Tower: View {
            let depth: Int

            var body: some View {
                if depth == 0 { Text("top") } else { VStack { Tower(depth: depth - 1) } }
            }
        }

        // 1,000 levels, more than twice what overflowed the stack when the graph recursed; the
        // indentation makes the text grow with the square of the depth.
        @Test("dump prints a tree 1,000 levels deep, each level indented below the last")
        func deepDump() {
            _ = Log.start()
            let host = UIHostingController(rootView: Tower(depth: 1_000))
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            // Per level: the Tower, its conditional, its VStack; then the last Tower, its
            // conditional and the text.
            #expect(lines.count == 3 * 1_000 + 3)
            #expect(lines.first == "Tower")
            #expect(lines.last == String(repeating: "  ", count: 3 * 1_000 + 2) + "Text [if] \"top\"")
        }
    }
}
