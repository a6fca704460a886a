// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Apple's List documentation: a list with a selection binding selects a row on a tap, by the
    // row's tag (a ForEach element's id unless `.tag` says otherwise); a set binding holds several.
    @Suite(.serialized) @MainActor struct SelectableListTests {
        struct Pickers: View {
            @State private var one: Int?
            @State private var many: Set<String> = []

            var body: some View {
                VStack {
                    List(selection: $one) {
                        Section("Numbers") {
                            Text("One").tag(1)
                            Text("Two").tag(2)
                        }
                    }
                    List(["x", "y"], id: \.self, selection: $many) { Text($0.uppercased()) }
                }
                .onChange(of: one) { log("one \(one.map(String.init) ?? "nil")") }
                .onChange(of: many) { log("many \(many.sorted())") }
            }
        }

        @Test("a tap selects a row in a section; a set selection toggles rows")
        func selectAndToggle() throws {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Pickers()))
            try Headless.tap("Two")
            try Headless.tap("X")
            try Headless.tap("Y")
            try Headless.tap("X")
            #expect(log.take() == ["one 2", "many [\"x\"]", "many [\"x\", \"y\"]", "many [\"y\"]"])
            #expect(
                Headless.screen() == """
                    Header "Numbers"
                    Button "One"
                    Button "Two" (selected)
                    Button "X"
                    Button "Y" (selected)

                    """)
        }
    }
}
