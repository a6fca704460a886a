// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // Source: DESIGN.md "State without raw field offsets" (OpenSwiftUI's compatibility tests, which
    // pass on SwiftUI: `value = 1; value = 2` in one turn gives one body run with 2) and SwiftUI's
    // runtime warning for a state write during body.
    @Suite(.serialized) @MainActor struct StateTests {
        struct Coalescing: View {
            @State private var value = 0

            var body: some View {
                let _ = log("body \(value)")
                let _ = Triggers.shared.register("twice") {
                    value = 1
                    value = 2
                }
                Text("\(value)")
            }
        }

        @Test("two writes in one run-loop turn give one update with the last value")
        func coalesced() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Coalescing()))
            #expect(log.take() == ["body 0"])
            Triggers.shared.tap("twice")
            #expect(log.take() == [])
            Driver.runUntilIdle()
            #expect(log.take() == ["body 2"])
        }

        struct WritesDuringBody: View {
            @State private var value = 0

            var body: some View {
                let _ = log("body \(value)")
                let _ = { value += 1 }()
                Text("\(value)")
            }
        }

        @Test("a state write during body is ignored with SwiftUI's warning")
        func writeDuringBody() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: WritesDuringBody()))
            Driver.runUntilIdle()
            #expect(log.take() == ["body 0"])
            #expect(
                Driver.consoleMessages == [
                    "Modifying state during view update, this will cause undefined behavior."
                ])
        }

        /// A representable whose `updateUIView` writes its parent's state through a binding, as a
        /// view that reports its size or visibility back might.
        struct ReportsBack: UIViewRepresentable {
            @Binding var reports: Int

            func makeUIView(context: Context) -> UIView { UIView() }

            func updateUIView(_ uiView: UIView, context: Context) { reports += 1 }
        }

        struct WritesDuringRepresentableUpdate: View {
            @State private var reports = 0

            var body: some View {
                let _ = log("body \(reports)")
                ReportsBack(reports: $reports)
            }
        }

        // SwiftUI prints the same warning for a state write in a representable's update…, a view
        // update too; state from UIKit must reach SwiftUI asynchronously
        // (https://chris.eidhof.nl/post/view-representable/). What SwiftUI then does with the
        // write is undefined; HeadlessSwiftUI ignores it, as it does one made during body.
        @Test("a state write during a representable's update is ignored with SwiftUI's warning")
        func writeDuringRepresentableUpdate() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: WritesDuringRepresentableUpdate()))
            Driver.runUntilIdle()
            #expect(log.take() == ["body 0"])
            #expect(
                Driver.consoleMessages == [
                    "Modifying state during view update, this will cause undefined behavior."
                ])
        }

        struct Parent: View {
            let title: String

            var body: some View {
                VStack {
                    Text(title)
                    Counter(name: "child")
                }
            }
        }

        @Test("state survives the parent re-creating the child's struct")
        func survivesParent() {
            let log = Log.start()
            let host = UIHostingController(rootView: Parent(title: "a"))
            _ = showInWindow(host)
            Triggers.shared.tap("child")
            Driver.runUntilIdle()
            #expect(log.take() == ["child onAppear 0", "child onChange 0 -> 1"])
            host.rootView = Parent(title: "b")
            Driver.runUntilIdle()
            Triggers.shared.tap("child")
            Driver.runUntilIdle()
            #expect(log.take() == ["child onChange 1 -> 2"])
        }
    }
}
