// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `EnvironmentValues`: `defaultMinListRowHeight` (a list
    // row's minimum height, 44 points on iPhone), `sidebarRowSize` (`.medium` by default) and
    // `backgroundProminence` (`.standard` outside a prominent background); each is set with
    // `environment(_:_:)`.
    @Suite(.serialized) @MainActor struct EnvironmentValuesDefaultsTests {
        @Test("the list, sidebar and background values have the documented defaults")
        func defaults() {
            let environment = EnvironmentValues()
            #expect(environment.defaultMinListRowHeight == 44)
            #expect(environment.sidebarRowSize == .medium)
            #expect(environment.backgroundProminence == .standard)
        }

        struct RowHeightReader: View {
            @Environment(\.defaultMinListRowHeight) private var height

            var body: some View {
                let _ = log("min row height \(height)")
                Text("row")
            }
        }

        @Test("a value set with environment(_:_:) reaches a view that reads it")
        func setAndRead() {
            let log = Log.start()
            let root = RowHeightReader().environment(\.defaultMinListRowHeight, 60)
            _ = showInWindow(UIHostingController(rootView: root))
            #expect(log.take() == ["min row height 60.0"])
        }
    }
}
