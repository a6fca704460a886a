// ViewLifecycle · HeadlessSwiftUITests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUITests {
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
            _ = EventLog.start()
            let host = UIHostingController(rootView: Screen())
            _ = host.view
            let lines = Headless.dump(host).split(separator: "\n").map(String.init)
            #expect(lines.first == "Screen")
            #expect(lines.contains { $0.contains("Counter") && $0.contains("count=0") })
            #expect(lines.contains { $0.contains("[id: 2]") })
        }
    }
}
