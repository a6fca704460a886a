// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Issue 32: a "select all" toggle over several settings' bindings.
    @Suite(.serialized) @MainActor struct ToggleSourcesTests {
        struct Alarms: View {
            @State private var morning = true
            @State private var evening = false

            var body: some View {
                VStack {
                    Toggle("All alarms", sources: [$morning, $evening], isOn: \.self)
                    Toggle("Evening", isOn: $evening)
                }
                .onChange(of: [morning, evening]) { _, alarms in log("alarms \(alarms)") }
            }
        }

        @Test(
            "the toggle reads on only when every source is on, and a tap sets them all",
            .enabled(if: Driver.drivesUserActions))
        func setsEverySource() throws {
            let events = Log.start()
            _ = showInWindow(UIHostingController(rootView: Alarms()))
            try Driver.tap("All alarms")
            try Driver.tap("All alarms")
            try Driver.tap("Evening")
            try Driver.tap("All alarms")
            #expect(
                events.take() == [
                    "alarms [true, true]", "alarms [false, false]", "alarms [false, true]",
                    "alarms [true, true]",
                ])
        }
    }
}
