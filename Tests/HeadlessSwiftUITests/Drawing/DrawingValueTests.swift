// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: SwiftUI's declarations of `ColorMatrix` (an identity by default), `Shader`,
    // `ShaderLibrary` and `ShaderFunction` (values: a function named by dynamic member lookup,
    // called with its arguments), `GraphicsContext`'s option sets (inlinable bits) and
    // `ShadowStyle`.
    @Suite(.serialized) @MainActor struct DrawingValueTests {
        @Test("a color matrix starts as the identity and compares by entries")
        func colorMatrix() {
            var matrix = ColorMatrix()
            #expect([matrix.r1, matrix.g2, matrix.b3, matrix.a4] == [1, 1, 1, 1])
            #expect([matrix.r2, matrix.r5, matrix.a5] == [0, 0, 0])
            #expect(matrix == ColorMatrix())
            matrix.a5 = 0.5
            #expect(matrix != ColorMatrix())
        }

        @Test("a shader is its library's function with its arguments")
        func shader() {
            let function = ShaderLibrary.ripple
            #expect(function == ShaderFunction(library: .default, name: "ripple"))
            let shader = ShaderLibrary.default.ripple(.float(2), .float2(CGPoint(x: 1, y: 2)), .color(.red))
            #expect(shader.function.name == "ripple")
            #expect(shader.arguments == [.float(2), .float2(1, 2), .color(.red)])
            #expect(
                shader == Shader(function: function, arguments: [.float(2), .float2(1, 2), .color(.red)]))
            #expect(shader != Shader(function: function, arguments: [.float(3)]))
            let data = ShaderLibrary(data: Data([1, 2, 3]))
            #expect(data == ShaderLibrary(data: Data([1, 2, 3])))
            #expect(data.wave.library == data)
        }

        @Test("graphics context options have SwiftUI's bits")
        func options() {
            #expect(GraphicsContext.ShadowOptions.shadowAbove.rawValue == 1)
            #expect(GraphicsContext.ShadowOptions.shadowOnly.rawValue == 2)
            #expect(GraphicsContext.ShadowOptions.invertsAlpha.rawValue == 4)
            #expect(GraphicsContext.ShadowOptions.disablesGroup.rawValue == 8)
            #expect(GraphicsContext.BlurOptions.opaque.rawValue == 1)
            #expect(GraphicsContext.BlurOptions.dithersResult.rawValue == 2)
            #expect(GraphicsContext.BlurOptions([.opaque, .dithersResult]).rawValue == 3)
        }

        @Test("shadow styles compare by kind and geometry")
        func shadowStyles() {
            #expect(ShadowStyle.drop(radius: 4) == .drop(radius: 4))
            #expect(ShadowStyle.drop(radius: 4) != .inner(radius: 4))
            #expect(ShadowStyle.drop(radius: 4, y: 2) != .drop(radius: 4))
        }

        @Test("an image paint keeps its image, unit rectangle and scale")
        func imagePaint() {
            let paint = ImagePaint(image: Image("tile"), scale: 2)
            #expect(paint.sourceRect == CGRect(x: 0, y: 0, width: 1, height: 1))
            #expect(paint.scale == 2)
            #expect(paint.image == Image("tile"))
            let style: ImagePaint = .image(
                Image("tile"), sourceRect: CGRect(x: 0, y: 0, width: 0.5, height: 1))
            #expect(style.sourceRect.width == 0.5)
        }

        @Test("a stroke style and a unit point animate their numbers")
        func animatableData() {
            var style = StrokeStyle(lineWidth: 2, miterLimit: 4, dashPhase: 6)
            #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 6)))
            style.animatableData = AnimatablePair(1, AnimatablePair(3, 5))
            #expect(style == StrokeStyle(lineWidth: 1, miterLimit: 3, dashPhase: 5))
            var point = UnitPoint(x: 0.25, y: 0.75)
            #expect(point.animatableData == AnimatablePair(0.25, 0.75))
            point.animatableData = AnimatablePair(1, 0)
            #expect(point == .topTrailing)
        }

        @Test("text-baseline alignments pair a horizontal guide with a baseline")
        func baselineAlignments() {
            #expect(
                Alignment.leadingFirstTextBaseline
                    == Alignment(horizontal: .leading, vertical: .firstTextBaseline))
            #expect(
                Alignment.centerLastTextBaseline
                    == Alignment(horizontal: .center, vertical: .lastTextBaseline))
            #expect(Alignment.trailingFirstTextBaseline.horizontal == .trailing)
            #expect(Alignment.trailingLastTextBaseline.vertical == .lastTextBaseline)
            #expect(Alignment.centerFirstTextBaseline.vertical == .firstTextBaseline)
            #expect(Alignment.leadingLastTextBaseline.horizontal == .leading)
        }
    }
}
