// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Source: Apple's documentation of `navigationTransition(_:)` and `matchedTransitionSource(id:in:)`
    // (iOS 18), whose example zooms a detail view from a link's image. Headless only: the iOS 17.4
    // SDK the dual-import tests are checked against has neither. The push runs as with the
    // automatic transition; both modifiers are recorded as inert.
    @Suite(.serialized) @MainActor struct NavigationTransitionTests {
        struct Gallery: View {
            @Namespace private var namespace

            var body: some View {
                NavigationStack {
                    NavigationLink {
                        Text("World detail")
                            .navigationTransition(.zoom(sourceID: "world", in: namespace))
                    } label: {
                        Text("World")
                            .matchedTransitionSource(id: "world", in: namespace)
                    }
                    .navigationTransition(.automatic)
                }
            }
        }

        @Test("a zoomed push shows its destination as a plain push does")
        func zoomPush() throws {
            Headless.host(Gallery())
            try Headless.tap("World")
            #expect(
                Headless.screen() == """
                    NavigationBar
                      BackButton "Back"
                    Text "World detail"

                    """)
            #expect(Headless.inertCalls.contains("View.navigationTransition(_:)"))
            #expect(Headless.inertCalls.contains("View.matchedTransitionSource(id:in:)"))
        }
    }
}
