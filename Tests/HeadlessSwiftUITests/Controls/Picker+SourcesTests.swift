// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: one picker setting the same property of several selected items.
    @Suite(.serialized) @MainActor struct PickerSourcesTests {
        struct Sizes: View {
            @State private var title = "Small"
            @State private var caption = "Medium"

            var body: some View {
                Picker("Size", sources: [$title, $caption], selection: \.self) {
                    Text("Small").tag("Small")
                    Text("Large").tag("Large")
                }
                .onChange(of: [title, caption]) { _, sizes in log("sizes \(sizes)") }
            }
        }

        @Test("choosing an option sets every source", .enabled(if: Driver.drivesUserActions))
        func setsEverySource() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Sizes()))
            try Driver.select("Large", in: "Size")
            #expect(events.take() == ["sizes [\"Large\", \"Large\"]"])
        }
    }
}
