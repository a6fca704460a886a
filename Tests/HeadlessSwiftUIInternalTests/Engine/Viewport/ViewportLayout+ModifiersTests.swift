// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32 item 5: what a row's view value declares of its extent before it is built.
    @Suite @MainActor struct ViewportLayoutModifiersTests {
        @Test("a fixed frame declares the extent; the padding outside it adds, the padding inside does not")
        func framesAndPadding() {
            let text = Text("Row")
            #expect(ViewportLayout.declaredExtent(of: text.frame(height: 50), along: .vertical) == 50)
            #expect(
                ViewportLayout.declaredExtent(of: text.frame(height: 50).padding(), along: .vertical) == 82)
            #expect(
                ViewportLayout.declaredExtent(of: text.padding().frame(height: 50), along: .vertical) == 50)
            #expect(
                ViewportLayout.declaredExtent(of: text.frame(height: 10).padding(.top, 5), along: .vertical)
                    == 15)
            #expect(
                ViewportLayout.declaredExtent(
                    of: text.frame(width: 80).padding(.horizontal, 4).onAppear {}, along: .horizontal) == 88)
        }

        @Test("without a fixed frame along the axis a view declares nothing: only the built row can tell")
        func nothingDeclared() {
            let text = Text("Row")
            #expect(ViewportLayout.declaredExtent(of: text, along: .vertical) == nil)
            #expect(ViewportLayout.declaredExtent(of: text.padding(), along: .vertical) == nil)
            #expect(ViewportLayout.declaredExtent(of: text.frame(width: 80), along: .vertical) == nil)
        }

        @Test(
            "a node's own run: padding adds to what it wraps, a flexible frame clamps it or gives its ideal")
        func ownRun() {
            let inner: () -> CGFloat = { 20 }
            #expect(ViewportLayout.extent(of: Text("a").padding(), along: .vertical, wrapping: inner) == 52)
            #expect(
                ViewportLayout.extent(of: Text("a").padding(.leading, 8), along: .vertical, wrapping: inner)
                    == 20)
            #expect(
                ViewportLayout.extent(of: Text("a").frame(minHeight: 44), along: .vertical, wrapping: inner)
                    == 44)
            #expect(
                ViewportLayout.extent(of: Text("a").frame(maxHeight: 10), along: .vertical, wrapping: inner)
                    == 10)
            #expect(
                ViewportLayout.extent(of: Text("a").frame(idealHeight: 70), along: .vertical, wrapping: inner)
                    == 70)
            #expect(
                ViewportLayout.extent(
                    of: Text("a").frame(maxWidth: .infinity), along: .vertical, wrapping: inner) == 20)
        }
    }
}
