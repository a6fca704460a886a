// ViewLifecycle · HeadlessSwiftUIInternalTests

import Foundation
import HeadlessTestSupport
import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // A canvas's graphics context keeps its state as on a device (Core Graphics' order: each
    // `…By` call applies to user space before the current transform), while drawing itself is
    // inert: filters and symbols are recorded in `Headless.inertCalls`. Headless only: a
    // context cannot be made outside a canvas's renderer on a device.
    @Suite(.serialized) @MainActor struct GraphicsContextStateTests {
        @Test("translate, scale and concatenate prepend to the transform")
        func transforms() {
            var context = GraphicsContext()
            context.translateBy(x: 10, y: 20)
            context.scaleBy(x: 2, y: 3)
            #expect(context.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 10, ty: 20))
            context.concatenate(CGAffineTransform(translationX: 1, y: 1))
            #expect(context.transform == CGAffineTransform(a: 2, b: 0, c: 0, d: 3, tx: 12, ty: 23))
        }

        @Test("clipping narrows the clip bounds, in user space")
        func clip() {
            var context = GraphicsContext()
            #expect(context.clipBoundingRect.isInfinite)
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 100, height: 50)))
            context.translateBy(x: 10, y: 10)
            #expect(context.clipBoundingRect == CGRect(x: -10, y: -10, width: 100, height: 50))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 200, height: 20)))
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 90, height: 20))
            context.clip(to: Path(CGRect(x: 0, y: 0, width: 1, height: 1)), options: .inverse)
            #expect(context.clipBoundingRect == CGRect(x: 0, y: 0, width: 90, height: 20))
        }

        @Test("filters and symbols are inert and recorded")
        func inert() {
            Headless.reset()
            var context = GraphicsContext()
            context.addFilter(.blur(radius: 4))
            #expect(context.resolveSymbol(id: "star") == nil)
            #expect(
                Headless.inertCalls == [
                    "GraphicsContext.addFilter(_:options:)", "GraphicsContext.resolveSymbol(id:)",
                ])
            #expect(GraphicsContext.Filter.blur(radius: 4).description == "blur(radius: 4.0, options: 0)")
            Headless.reset()
        }

        @Test("an image renderer makes no image headlessly, and says so")
        func renderer() {
            Headless.reset()
            let renderer = ImageRenderer(content: Text("Badge"))
            #expect(renderer.uiImage == nil)
            #expect(Headless.inertCalls == ["ImageRenderer.uiImage"])
            Headless.reset()
        }
    }
}
