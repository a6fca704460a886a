// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `StateObject` ("SwiftUI creates a new instance of the model
    // object only once during the lifetime of the container that declares the state object"),
    // `ObservedObject` (the view does not own the object) and `EnvironmentObject`; a change
    // re-runs the views holding the object once per update, whatever the number of writes.
    @Suite(.serialized) @MainActor struct ObjectWrapperTests {
        @MainActor final class Counter: ObservableObject {
            @Published var value = 0
            let name: String
            // Nonisolated, as a `@StateObject`'s default value is made outside the main actor.
            nonisolated init(_ name: String) {
                self.name = name
                MainActor.assumeIsolated { log("init \(name)") }
            }
        }

        struct Owner: View {
            let label: String
            @StateObject private var counter = Counter("owned")

            var body: some View {
                let _ = log("Owner \(label) \(counter.value)")
                let _ = Triggers.shared.register("bump") {
                    counter.value += 1
                    counter.value += 1
                }
                Viewer(counter: counter)
            }
        }

        struct Viewer: View {
            @ObservedObject var counter: Counter

            var body: some View {
                let _ = log("Viewer \(counter.value)")
                Text("\(counter.value)")
            }
        }

        @Test("@StateObject makes its object once per identity and re-runs holders once per update")
        func stateObject() {
            let log = Log.start()
            let host = UIHostingController(rootView: Owner(label: "a"))
            _ = showInWindow(host)
            #expect(log.take() == ["init owned", "Owner a 0", "Viewer 0"])
            Triggers.shared.tap("bump")
            Driver.runUntilIdle()
            #expect(log.take() == ["Owner a 2", "Viewer 2"])
            // A new view value for the same identity keeps the object: the autoclosure does not run,
            // and the viewer, handed the same object, is not re-run.
            host.rootView = Owner(label: "b")
            Driver.runUntilIdle()
            #expect(log.take() == ["Owner b 2"])
        }

        struct EnvironmentReader: View {
            @EnvironmentObject var counter: Counter

            var body: some View {
                let _ = log("Reader \(counter.name) \(counter.value)")
                EmptyView()
            }
        }

        @Test("environmentObject(_:) reaches @EnvironmentObject below, which updates on change")
        func environmentObject() {
            let log = Log.start()
            let counter = Counter("shared")
            _ = showInWindow(UIHostingController(rootView: EnvironmentReader().environmentObject(counter)))
            #expect(log.take() == ["init shared", "Reader shared 0"])
            counter.value = 4
            Driver.runUntilIdle()
            #expect(log.take() == ["Reader shared 4"])
        }

        struct Receiver: View {
            let subject: PassthroughSubject<Int, Never>
            @State private var last = 0

            var body: some View {
                let _ = log("Receiver \(last)")
                Text("\(last)").onReceive(subject) { last = $0 }
            }
        }

        @Test("onReceive runs its action for each value the publisher sends")
        func onReceive() {
            let log = Log.start()
            let subject = PassthroughSubject<Int, Never>()
            _ = showInWindow(UIHostingController(rootView: Receiver(subject: subject)))
            #expect(log.take() == ["Receiver 0"])
            subject.send(8)
            Driver.runUntilIdle()
            #expect(log.take() == ["Receiver 8"])
        }
    }
}
