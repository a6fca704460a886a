// ViewLifecycle · HeadlessSwiftUITests

import Combine
import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `ImageRenderer` (it renders at scale 1 and the
    // unspecified proposal by default, and is an observable object announcing its changes).
    @Suite(.serialized) @MainActor struct ImageRendererTests {
        @Test("a renderer keeps its content and settings and announces changes")
        func settings() {
            let renderer = ImageRenderer(content: Text("Badge"))
            #expect(renderer.scale == 1)
            #expect(renderer.proposedSize == .unspecified)
            #expect(!renderer.isOpaque)
            var changes = 0
            let subscription = renderer.objectWillChange.sink { changes += 1 }
            renderer.scale = 3
            renderer.isOpaque = true
            renderer.proposedSize = ProposedViewSize(width: 100, height: 50)
            #expect(changes == 3)
            #expect(renderer.scale == 3)
            subscription.cancel()
        }
    }
}
