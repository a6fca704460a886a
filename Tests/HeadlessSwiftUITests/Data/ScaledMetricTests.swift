// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `ScaledMetric(wrappedValue:relativeTo:)` (scales with the
    // given text style) and the Human Interface Guidelines' iOS Dynamic Type sizes.
    @Suite(.serialized) @MainActor struct ScaledMetricTests {
        struct Metrics: View {
            @ScaledMetric(relativeTo: .largeTitle) var title: CGFloat = 10
            @ScaledMetric(relativeTo: .caption) var caption: CGFloat = 10
            @ScaledMetric var plain: CGFloat = 10

            var body: some View {
                let _ = log("Metrics \(title) \(caption) \(plain)")
                EmptyView()
            }
        }

        @Test("@ScaledMetric(relativeTo:) scales by its text style's size, the default by body's")
        func relativeTo() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Metrics().dynamicTypeSize(.large)))
            _ = showInWindow(UIHostingController(rootView: Metrics().dynamicTypeSize(.xxxLarge)))
            _ = showInWindow(UIHostingController(rootView: Metrics().dynamicTypeSize(.accessibility1)))
            #expect(
                log.take() == [
                    "Metrics 10.0 10.0 10.0",
                    "Metrics 11.764705882352942 15.0 13.529411764705882",
                    "Metrics 12.941176470588236 18.333333333333332 16.470588235294116",
                ])
        }
    }
}
