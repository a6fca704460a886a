// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    /// A preview provider as Xcode's template writes one, with the inert preview modifiers.
    struct GreetingPreviews: PreviewProvider {
        static var previews: some View {
            Text("Hello, preview")
                .onAppear { log("preview onAppear") }
                .previewDisplayName("Greeting")
                .previewLayout(.sizeThatFits)
                .previewDevice("iPhone 15")
        }
    }

    // Issue 18: previews render headless with a real lifecycle; the preview modifiers draw nothing.
    @Suite(.serialized) @MainActor struct PreviewTests {
        @Test("a preview provider's previews appear in a window and read as screen text")
        func providerRenders() {
            let log = Log.start()
            let window = Headless.showPreviews(of: GreetingPreviews.self)
            #expect(log.take() == ["preview onAppear"])
            #expect(window.isKeyWindow)
            #expect(GreetingPreviews.platform == nil)
            #expect(
                Headless.screen() == """
                    Text "Hello, preview"

                    """)
        }
    }
}
