// ViewLifecycle · HeadlessSwiftUIInternalTests

import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // safeAreaInset's view is shown beside the content: before it for top/leading, after it for
    // bottom/trailing; safeAreaPadding only draws.
    @Suite(.serialized) @MainActor struct SafeAreaInsetTests {
        struct Page: View {
            var body: some View {
                Text("Body")
                    .safeAreaPadding(.horizontal, 8)
                    .safeAreaInset(edge: .bottom, spacing: 0) { Text("Bar") }
                    .safeAreaInset(edge: .top) { Text("Head") }
                    .safeAreaInset(edge: .trailing) { Text("Side") }
                    .safeAreaPadding(4)
            }
        }

        @Test("the insets' views are on screen around the content, in edge order")
        func snapshot() {
            _ = showInWindow(UIHostingController(rootView: Page()))
            #expect(
                Headless.screen() == """
                    Text "Head"
                    Text "Body"
                    Text "Bar"
                    Text "Side"

                    """)
        }
    }
}
