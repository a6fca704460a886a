// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Sources: UIGraphicsImageRenderer's documentation (the block's context is current:
// UIGraphicsGetCurrentContext() returns it; images have the format's scale), CGContext.h
// (saveGState/restoreGState save the colours, line style, transform and clip but not the path;
// painting a path empties it) and UIGraphics.h (UIGraphicsBeginImageContextWithOptions: a scale
// of 0 is the main screen's). No pixels exist headlessly: Headless.drawing(in:) lists what was
// painted, in pixels.
#if HEADLESS_CORE_GRAPHICS
    @Suite(.serialized, .headlessWorld) @MainActor struct GraphicsContextTests {
        /// A badge drawn as a view's draw(_:) would: a red circle with a 2-point white ring.
        private func drawBadge(in rect: CGRect) {
            UIColor.red.setFill()
            UIBezierPath(ovalIn: rect).fill()
            UIColor.white.setStroke()
            let ring = UIBezierPath(ovalIn: rect.insetBy(dx: 1, dy: 1))
            ring.lineWidth = 2
            ring.stroke()
        }

        @Test(
            "a renderer's block draws into a current context of its pixels; the image has the size and scale")
        func rendererDrawsIntoCurrentContext() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 20), format: format)
            var painted: [String] = []
            let image = renderer.image { context in
                #expect(UIGraphicsGetCurrentContext() === context.cgContext)
                drawBadge(in: CGRect(x: 0, y: 0, width: 20, height: 20))
                context.cgContext.setFillColor(gray: 0, alpha: 0.5)
                context.fill(CGRect(x: 20, y: 0, width: 10, height: 10), blendMode: .multiply)
                painted = Headless.drawing(in: context.cgContext)
            }
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(image.size == CGSize(width: 30, height: 20))
            #expect(image.scale == 2)
            #expect(
                painted == [
                    "fill path 0,0 40x40 rgba(1, 0, 0, 1)",
                    "stroke path 2,2 36x36 rgba(1, 1, 1, 1) width 4",
                    "fill 40,0 20x20 rgba(0, 0, 0, 0.5) multiply",
                ])
            #expect(renderer.allowsImageOutput)
        }

        @Test("the state saves colours, transform and clip, not the path, whose points the transform placed")
        func graphicsState() {
            let renderer = UIGraphicsImageRenderer(
                size: CGSize(width: 100, height: 100), format: scaleOne())
            _ = renderer.image { rendererContext in
                let context = rendererContext.cgContext
                context.saveGState()
                context.translateBy(x: 10, y: 20)
                context.scaleBy(x: 2, y: 2)
                #expect(context.ctm == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 10, ty: 20))
                context.clip(to: CGRect(x: 0, y: 0, width: 10, height: 10))
                #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 10, height: 10))
                context.setFillColor(red: 0, green: 0, blue: 1, alpha: 1)
                context.move(to: .zero)
                context.addLine(to: CGPoint(x: 5, y: 5))
                context.restoreGState()
                #expect(context.ctm == .identity)
                #expect(context.boundingBoxOfClipPath == CGRect(x: 0, y: 0, width: 100, height: 100))
                #expect(!context.isPathEmpty)
                #expect(context.boundingBoxOfPath == CGRect(x: 10, y: 20, width: 10, height: 10))
                context.fillPath()
                #expect(context.isPathEmpty)
                #expect(context.path == nil)
                context.restoreGState()
                context.addRect(CGRect(x: 0, y: 0, width: 1, height: 1))
                context.fill(CGRect(x: 1, y: 1, width: 2, height: 2))
                #expect(context.isPathEmpty)
                #expect(
                    Headless.drawing(in: context) == [
                        "fill path 10,20 10x10 rgba(0, 0, 0, 1)", "fill 1,1 2x2 rgba(0, 0, 0, 1)",
                    ])
            }
        }

        @Test("an image context begun in code is current until it ends, and its image has its size and scale")
        func imageContext() {
            UIGraphicsBeginImageContextWithOptions(CGSize(width: 8, height: 4), false, 0)
            let context = UIGraphicsGetCurrentContext()
            UIRectFill(CGRect(x: 0, y: 0, width: 8, height: 4))
            let image = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(image?.size == CGSize(width: 8, height: 4))
            #expect(image?.scale == 3)
            #expect(context.map { Headless.drawing(in: $0) } == ["fill 0,0 24x12 rgba(0, 0, 0, 1) copy"])
            #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        }

        @Test("Core Graphics images carry pixel dimensions between contexts and UIImage")
        func images() throws {
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10), format: scaleOne())
            var snapshot: CGImage?
            var thumbnail: UIImage?
            var painted: [String] = []
            let image = renderer.image { context in
                guard let pixels = context.cgContext.makeImage() else { return }
                snapshot = pixels
                let made = UIImage(cgImage: pixels, scale: 2, orientation: .right)
                thumbnail = made
                if let cgImage = made.cgImage {
                    context.cgContext.draw(cgImage, in: CGRect(x: 0, y: 0, width: 10, height: 5))
                }
                painted = Headless.drawing(in: context.cgContext)
            }
            let made = try #require(thumbnail)
            #expect(made.size == CGSize(width: 10, height: 5))
            #expect(made.imageOrientation == .right)
            #expect(made.cgImage === snapshot)
            #expect(painted == ["draw image 20x10 0,0 10x5"])
            let pixels = try #require(image.cgImage)
            #expect((pixels.width, pixels.height) == (20, 10))
            let corner = try #require(pixels.cropping(to: CGRect(x: 15, y: 5, width: 10, height: 10)))
            #expect((corner.width, corner.height) == (5, 5))
            #expect(pixels.cropping(to: CGRect(x: 30, y: 0, width: 5, height: 5)) == nil)
            let symbol = try #require(UIImage(systemName: "star")?.cgImage)
            #expect((symbol.width, symbol.height) == (60, 60))
        }

        @Test("a renderer keeps a copy of its format; a block's unbalanced pushes and pops end with it")
        func formatsAndStack() {
            let format = scaleOne()
            let small = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format)
            let large = UIGraphicsImageRenderer(size: CGSize(width: 50, height: 50), format: format)
            #expect(small.image { _ in }.size == CGSize(width: 10, height: 10))
            #expect(large.format.bounds.size == CGSize(width: 50, height: 50))
            #expect(format.bounds == .zero)
            let outside = small.image { context in
                UIGraphicsPushContext(context.cgContext)
                UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
            }
            #expect(outside.size == CGSize(width: 10, height: 10))
            #expect(UIGraphicsGetCurrentContext() == nil)
            _ = small.image { _ in
                UIGraphicsPopContext()
                UIGraphicsPopContext()
            }
            #expect(UIGraphicsGetCurrentContext() == nil)
        }

        @Test("a stroke's width is recorded in pixels, as its rectangle is")
        func strokeWidthInPixels() {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: format).image {
                context in
                context.cgContext.setLineWidth(1.5)
                context.stroke(CGRect(x: 1, y: 1, width: 4, height: 4))
                #expect(
                    Headless.drawing(in: context.cgContext) == ["stroke 2,2 8x8 rgba(0, 0, 0, 1) width 3"])
            }
        }

        @Test("a colour's set() paints both ways; a frame, a blended fill and a path clip draw as UIKit's do")
        func uiKitShortcuts() {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10), format: scaleOne()).image {
                context in
                UIColor.red.set()
                UIRectFrame(CGRect(x: 0, y: 0, width: 4, height: 4))
                UIBezierPath(rect: CGRect(x: 0, y: 0, width: 2, height: 2)).fill(with: .multiply, alpha: 0.5)
                UIBezierPath(rect: CGRect(x: 1, y: 1, width: 3, height: 3)).addClip()
                #expect(context.cgContext.boundingBoxOfClipPath == CGRect(x: 1, y: 1, width: 3, height: 3))
                #expect(
                    Headless.drawing(in: context.cgContext) == [
                        "stroke 0.5,0.5 3x3 rgba(1, 0, 0, 1) width 1 copy",
                        "fill path 0,0 2x2 rgba(1, 0, 0, 0.5) multiply",
                    ])
            }
        }

        @Test("painting is listed as inert; setting the state is not")
        func paintingIsInert() {
            _ = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { context in
                context.cgContext.setLineWidth(3)
                context.cgContext.stroke(CGRect(x: 0, y: 0, width: 5, height: 5))
                context.cgContext.fillEllipse(in: CGRect(x: 0, y: 0, width: 5, height: 5))
            }
            #expect(Headless.inertCalls == ["CGContext.fillEllipse(in:)", "CGContext.stroke(_:)"])
        }

        @Test("a reset ends the image contexts a test left current on the main thread")
        func resetEndsLeftContexts() {
            UIGraphicsBeginImageContext(CGSize(width: 1, height: 1))
            #expect(UIGraphicsGetCurrentContext() != nil)
            Headless.reset()
            #expect(UIGraphicsGetCurrentContext() == nil)
        }

        @Test("drawing with no current context does nothing")
        func noCurrentContext() {
            UIColor.red.setFill()
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill()
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() == nil)
            #expect(Headless.inertCalls == [])
        }

        private func scaleOne() -> UIGraphicsImageRendererFormat {
            let format = UIGraphicsImageRendererFormat.default()
            format.scale = 1
            return format
        }
    }
#endif
