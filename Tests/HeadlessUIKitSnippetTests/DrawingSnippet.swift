// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A progress ring drawn as device code draws one: in `draw(_:)` through the current context,
/// and as an image through a renderer for a thumbnail.
final class SnippetRingView: UIView {
    var progress: CGFloat = 0.25

    override func draw(_ rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(4)
        context.setLineCap(.round)
        context.setStrokeColor(UIColor.systemGray4.cgColor)
        context.strokeEllipse(in: bounds.insetBy(dx: 2, dy: 2))
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.addArc(
            center: center, radius: bounds.width / 2 - 2, startAngle: -.pi / 2,
            endAngle: -.pi / 2 + 2 * .pi * progress, clockwise: false)
        UIColor.systemBlue.setStroke()
        context.strokePath()
        context.restoreGState()
    }

    /// The ring as a thumbnail image.
    func thumbnail() -> UIImage {
        let format = UIGraphicsImageRendererFormat.preferred()
        format.scale = 2
        return UIGraphicsImageRenderer(bounds: bounds, format: format).image { _ in
            draw(bounds)
        }
    }
}

// Sources: UIGraphicsImageRenderer's documentation (the block's context is current and the image
// has the format's scale) and CGContext.h (painting a path empties it).
@Suite(.serialized, .headlessWorld) @MainActor struct DrawingSnippetTests {
    @Test("the ring draws through the current context; its thumbnail has its size and the format's scale")
    func ring() {
        let ring = SnippetRingView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let image = ring.thumbnail()
        #expect(image.size == CGSize(width: 40, height: 40))
        #expect(image.scale == 2)
        #if HEADLESS_CORE_GRAPHICS
            var painted: [String] = []
            _ = UIGraphicsImageRenderer(size: ring.bounds.size).image { context in
                ring.draw(ring.bounds)
                painted = Headless.drawing(in: context.cgContext)
            }
            // An arc is kept as the square around its circle (CGMutablePath), so the ring's arc
            // paints the circle's bounds.
            #expect(
                painted == [
                    "stroke ellipse 6,6 108x108 rgba(0.819608, 0.819608, 0.839216, 1) width 12",
                    "stroke path 6,6 108x108 rgba(0, 0.478431, 1, 1) width 12",
                ])
        #endif
    }
}
