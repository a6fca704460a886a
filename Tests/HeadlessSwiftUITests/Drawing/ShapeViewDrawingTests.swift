// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `ShapeView` (iOS 17): `fill` and `stroke` on a shape view
    // draw over it, so a filled circle can be stroked too; the stroke keeps the filled view as
    // its background.
    @Suite(.serialized) @MainActor struct ShapeViewDrawingTests {
        struct Badge: View {
            var body: some View {
                Circle().fill(.blue).stroke(.white, lineWidth: 2)
                    .overlay { Text("3") }
                    .onAppear { log("badge appears") }
            }
        }

        @Test("a filled shape stroked and bordered keeps each step as the next one's background")
        func fillThenStroke() {
            let stroked = Circle().fill(.blue).stroke(.white, lineWidth: 2)
            #expect(stroked.strokeStyle.lineWidth == 2)
            #expect(stroked.background.style == .blue)
            let bordered = Capsule().fill(.red).strokeBorder(.black, style: StrokeStyle(lineWidth: 3))
            #expect(bordered.strokeStyle.lineWidth == 3)
            #expect(bordered.background.style == .red)
            let refilled = Rectangle().stroke(.green, lineWidth: 1).fill(.yellow)
            #expect(refilled.style == .yellow)
            #expect(refilled.background.style == .green)
        }

        @Test("a filled and stroked shape mounts as a view and appears")
        func badgeAppears() {
            let log = Log.start()
            _ = showInWindow(UIHostingController(rootView: Badge()))
            #expect(log.take() == ["badge appears"])
        }
    }
}
