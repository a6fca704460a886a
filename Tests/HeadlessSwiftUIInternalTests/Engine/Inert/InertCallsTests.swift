// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // What a run relied on without simulating it is listed by API name, once each, and a reset
    // starts the list again.
    @Suite(.serialized) @MainActor struct InertCallsTests {
        struct Badged: View {
            var body: some View {
                List {
                    Text("Inbox").badge(3).padding()
                    Text("Sent").badge("new")
                }
            }
        }

        struct Plain: View {
            var body: some View {
                VStack {
                    Text("Inbox").opacity(0.5).onAppear {}
                    Button("Send") {}.disabled(true)
                }
            }
        }

        @Test("a view using badge and padding records exactly those two, each once")
        func twoInertModifiers() {
            Headless.reset()
            #expect(Headless.inertCalls == [])
            _ = showInWindow(UIHostingController(rootView: Badged()))
            #expect(Headless.inertCalls == ["View.badge(_:)", "View.padding(_:_:)"])
            Headless.reset()
            #expect(Headless.inertCalls == [])
        }

        @Test("a view using only simulated modifiers records none")
        func noInertModifiers() {
            Headless.reset()
            _ = showInWindow(UIHostingController(rootView: Plain()))
            #expect(Headless.inertCalls == [])
        }
    }
}
