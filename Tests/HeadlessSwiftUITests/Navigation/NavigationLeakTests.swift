// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: DESIGN.md contract item 6 (nothing outlives its identity) and issue 10, item 7.
    @Suite(.serialized) @MainActor struct NavigationLeakTests {
        @Test("a popped screen's hosting controller and its representable's objects are freed")
        func poppedScreenFreed() throws {
            _ = Log.start()
            let host = UIHostingController(rootView: RepresentableStack())
            _ = showInWindow(host)
            Driver.tapNavigationLink("Open")
            Driver.runUntilIdle()
            let pushed: Weak<UIViewController>
            do {
                let navigation = try #require(host.children.first as? UINavigationController)
                let top = try #require(navigation.viewControllers.last)
                #expect(navigation.viewControllers.count == 2)
                pushed = Weak(top)
            }
            #expect(Objects.shared.controllers["P"]?.value != nil)
            Triggers.shared.tap("close")
            Driver.runUntilIdle()
            #expect(pushed.value == nil)
            #expect(Objects.shared.coordinators["P"]?.value == nil)
            #expect(Objects.shared.controllers["P"]?.value == nil)
        }
    }
}

/// A stack that pushes a screen holding a representable.
struct RepresentableStack: View {
    @State private var path: [String] = []

    var body: some View {
        let _ = Triggers.shared.register("close") { path = [] }
        NavigationStack(path: $path) {
            NavigationLink("Open", value: "P")
                .navigationDestination(for: String.self) { LoggedRepresentable(name: $0) }
        }
    }
}
