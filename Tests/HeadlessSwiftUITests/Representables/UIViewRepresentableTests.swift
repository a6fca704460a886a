// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: traces/18 R4 (the same documented order for views as for controllers:
    // makeCoordinator, makeUIView, updateUIView, dismantleUIView before removal).
    @Suite(.serialized) @MainActor struct UIViewRepresentableTests {
        @Test("the view is made once, goes into the hosting view, and is dismantled and freed")
        func viewLifecycle() {
            let log = Log.start()
            let host = UIHostingController(rootView: ToggledView())
            _ = showInWindow(host)
            #expect(log.take() == ["V makeCoordinator", "V makeUIView", "V updateUIView"])
            #expect(Objects.shared.views["V"]?.value?.superview === host.view)
            Triggers.shared.tap("view")
            Driver.runUntilIdle()
            #expect(log.take() == ["V dismantleUIView"])
            #expect(Objects.shared.views["V"]?.value == nil)
        }
    }
}

/// A represented view shown until the test taps "view".
struct ToggledView: View {
    @State private var shown = true

    var body: some View {
        let _ = Triggers.shared.register("view") { shown = false }
        if shown { LoggedViewRepresentable(name: "V") }
    }
}
