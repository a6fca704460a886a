// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI
@testable import HeadlessTesting

extension SwiftUIInternalTests {
    // Issue 32: GridLayout keeps its parameters and, like the stacks, lays out nothing; through
    // AnyLayout its subviews are on screen.
    @Suite(.serialized) @MainActor struct GridLayoutTests {
        @Test("a grid layout keeps its parameters and measures zero")
        func parameters() {
            let layout = GridLayout(alignment: .leading, horizontalSpacing: 4, verticalSpacing: nil)
            #expect(layout.alignment == .leading)
            #expect(layout.horizontalSpacing == 4)
            #expect(layout.verticalSpacing == nil)
        }

        @Test("AnyLayout(GridLayout()) shows its subviews")
        func showsSubviews() {
            _ = Log.start()
            _ = showInWindow(
                UIHostingController(
                    rootView: AnyLayout(GridLayout()) {
                        Text("A"); Text("B")
                    }))
            #expect(Headless.screen() == "Text \"A\"\nText \"B\"\n")
        }
    }
}
