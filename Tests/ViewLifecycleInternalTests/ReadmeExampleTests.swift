// ViewLifecycle · ViewLifecycleInternalTests

import HeadlessTestSupport
import HeadlessTesting
import Testing
import ViewLifecycle

// README.md's "Testing lifecycle code on Linux" example, its test function copied as printed, so
// the README cannot show code that does not build or pass. It drives `Headless`, so it lives in
// this headless-only target.
extension ModifierInternalTests {
    @MainActor struct ReadmeExampleTests {
        @MainActor @Test func inboxSavesItsDraftWhenCovered() {
            Headless.reset()
            var events: [String] = []
            let inbox = UIHostingController(
                rootView: Text("Inbox").onWillDisappear { events.append("save") })
            let navigation = UINavigationController(rootViewController: inbox)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = navigation
            window.makeKeyAndVisible()
            Headless.runUntilIdle()

            navigation.pushViewController(UIViewController(), animated: true)
            Headless.runUntilIdle()
            #expect(events == ["save"])
        }

        struct CoffeeScreen: View {
            @State private var cups = 0

            var body: some View {
                NavigationStack {
                    Form {
                        Stepper("Cups: \(cups)", value: $cups, in: 0...10)
                        Button("Reset", role: .destructive) { cups = 0 }
                            .disabled(cups == 0)
                    }
                    .navigationTitle("Coffee")
                }
            }
        }

        @MainActor @Test func resetEmptiesTheCount() throws {
            Headless.reset()
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.rootViewController = UIHostingController(rootView: CoffeeScreen())
            window.makeKeyAndVisible()
            Headless.runUntilIdle()

            try Headless.increment("Cups: 0")
            try Headless.increment("Cups: 1")
            #expect(
                Headless.screen() == """
                    NavigationBar "Coffee"
                    Stepper "Cups: 2": 2
                    Button "Reset": destructive

                    """)
            try Headless.tap("Reset")
            #expect(
                throws: Headless.DriverError(
                    #"Button "Reset": destructive (disabled) cannot be tapped: it is disabled."#)
            ) {
                try Headless.tap("Reset")
            }
        }
    }
}
