// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Testing

/// A protocol only `EnvironmentObject.Wrapper` conforms to, to tell the two projections apart.
protocol EnvironmentProjectionMarker {}

extension EnvironmentObject.Wrapper: EnvironmentProjectionMarker {}

extension SwiftUITests {
    // Source: Apple declares `EnvironmentObject.Wrapper` and `ObservedObject.Wrapper` as two
    // structs, each a dynamic member lookup whose members are bindings to the object's properties
    // (HeadlessSwiftUI's environment one forwards to the observed one).
    @Suite(.serialized) @MainActor struct ObjectProjectionTests {
        @MainActor final class Counter: ObservableObject {
            @Published var value = 0
        }

        struct Writers: View {
            @ObservedObject var observed: Counter
            @EnvironmentObject var shared: Counter

            var body: some View {
                let _ = log("Writers \(observed.value) \(shared.value)")
                let observedValue = $observed.value
                let sharedValue = $shared.value
                let _ = Triggers.shared.register("observed") { observedValue.wrappedValue += 1 }
                let _ = Triggers.shared.register("shared") { sharedValue.wrappedValue += 10 }
                EmptyView()
            }
        }

        @Test("each projection's bindings write to its own object, which re-runs the view")
        func bindings() {
            let log = Log.start()
            let mine = Counter()
            let theirs = Counter()
            _ = showInWindow(UIHostingController(rootView: Writers(observed: mine).environmentObject(theirs)))
            #expect(log.take() == ["Writers 0 0"])
            Triggers.shared.tap("observed")
            Driver.runUntilIdle()
            #expect(log.take() == ["Writers 1 0"])
            Triggers.shared.tap("shared")
            Driver.runUntilIdle()
            #expect(log.take() == ["Writers 1 10"])
            #expect(mine.value == 1)
            #expect(theirs.value == 10)
        }

        /// Whether `type` has the conformance only `EnvironmentObject.Wrapper` was given, asked at
        /// run time.
        func isMarked<T>(_ type: T.Type) -> Bool {
            type is any EnvironmentProjectionMarker.Type
        }

        @Test("the projections are two types: a conformance added to one is not the other's")
        func distinctTypes() {
            #expect(isMarked(EnvironmentObject<Counter>.Wrapper.self))
            #expect(!isMarked(ObservedObject<Counter>.Wrapper.self))
        }
    }
}
