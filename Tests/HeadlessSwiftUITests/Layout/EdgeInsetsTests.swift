// ViewLifecycle · HeadlessSwiftUITests

import Testing

extension SwiftUITests {
    // SwiftUI's edge insets and UIKit's directional insets convert both ways, side for side
    // (SwiftUI's init(_:) on each, iOS 14).
    @Suite @MainActor struct EdgeInsetsTests {
        @Test("each side keeps its value through both conversions, and sides set one by one stay")
        func conversions() {
            var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
            let directional = NSDirectionalEdgeInsets(insets)
            #expect(
                [directional.top, directional.leading, directional.bottom, directional.trailing] == [
                    1, 2, 3, 4,
                ])
            #expect(EdgeInsets(directional) == insets)
            insets.leading = 20
            insets.bottom += 10
            #expect([insets.top, insets.leading, insets.bottom, insets.trailing] == [1, 20, 13, 4])
            #expect(EdgeInsets() == EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
            #expect(
                EdgeInsets(NSDirectionalEdgeInsets(top: 5, leading: 6, bottom: 7, trailing: 8)).trailing == 8)
        }
    }
}
