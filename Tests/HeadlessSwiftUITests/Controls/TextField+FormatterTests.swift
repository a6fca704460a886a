// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Issue 32: a quantity field bound to an Int through a NumberFormatter.
    @Suite(.serialized) @MainActor struct TextFieldFormatterTests {
        struct Quantity: View {
            @State private var count = 3
            private let formatter = NumberFormatter()

            var body: some View {
                TextField("Count", value: $count, formatter: formatter)
                    .onChange(of: count) { _, count in log("count \(count)") }
            }
        }

        @Test(
            "typing edits a draft; return parses it into the value, and text the formatter rejects changes nothing",
            .enabled(if: Driver.drivesUserActions))
        func parsesOnCommit() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Quantity()))
            try Driver.type("12", into: "Count")
            #expect(events.take() == [])
            try Driver.type("12", into: "Count", submit: true)
            #expect(events.take() == ["count 12"])
            try Driver.type("twelve", into: "Count", submit: true)
            #expect(events.take() == [])
        }
    }
}
