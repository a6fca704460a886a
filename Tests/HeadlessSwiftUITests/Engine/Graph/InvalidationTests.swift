// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: issue 9 "Only invalidated views re-run body; a child whose inputs compare equal is not
    // re-evaluated" and DESIGN.md "Nodes, not re-rendered trees" (Equatable views with ==,
    // otherwise field by field).
    @Suite(.serialized) @MainActor struct InvalidationTests {
        struct Screen: View {
            @State private var count = 0

            var body: some View {
                let _ = log("Screen body")
                let _ = Triggers.shared.register("screen") { count += 1 }
                VStack {
                    Text("\(count)")
                    Leaf(name: "Same")
                    Label(text: "count \(count)")
                    Fixed(number: count).equatable()
                }
            }
        }

        struct Label: View {
            let text: String

            var body: some View {
                let _ = log("Label body")
                Text(text)
            }
        }

        struct Fixed: View, Equatable {
            let number: Int

            nonisolated static func == (a: Fixed, b: Fixed) -> Bool { true }

            var body: some View {
                let _ = log("Fixed body")
                Text("\(number)")
            }
        }

        @Test("a state change re-runs its view and the children whose inputs changed, nothing else")
        func onlyChangedInputs() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Screen()))
            #expect(log.take() == ["Screen body", "Same body", "Label body", "Fixed body", "Same onAppear"])
            Triggers.shared.tap("screen")
            Driver.runUntilIdle()
            #expect(log.take() == ["Screen body", "Label body"])
        }

        struct Chain: View {
            let depth: Int

            var body: some View {
                if depth == 0 { Counter(name: "leaf") } else { Chain(depth: depth - 1) }
            }
        }

        @Test("a leaf change deep in a chain re-runs one body")
        func deepLeaf() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Chain(depth: 200)))
            #expect(log.take() == ["leaf onAppear 0"])
            Triggers.shared.tap("leaf")
            Driver.runUntilIdle()
            #expect(log.take() == ["leaf onChange 0 -> 1"])
        }
    }
}
