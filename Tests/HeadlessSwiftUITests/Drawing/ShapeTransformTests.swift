// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Shape.offset(_:)`, `scale(_:anchor:)`,
    // `rotation(_:anchor:)`, `transform(_:)` and `size(_:)` (a shape's path moved, scaled or
    // rotated about an anchor of its frame), `AnyShape`, `strokeBorder` and `FillShapeView`.
    // `layoutDirectionBehavior`: custom shapes mirror (documented for iOS 17 deployment); the
    // built-in symmetric shapes being `.fixed` is a guess (Docs/Evidence.md).
    @Suite(.serialized) @MainActor struct ShapeTransformTests {
        let frame = CGRect(x: 0, y: 0, width: 10, height: 20)

        struct Wedge: Shape {
            func path(in rect: CGRect) -> Path {
                Path { path in
                    path.move(to: rect.origin)
                    path.addLine(to: CGPoint(x: rect.maxX, y: rect.midY))
                    path.addLine(to: CGPoint(x: rect.minX, y: rect.maxY))
                    path.closeSubpath()
                }
            }
        }

        @Test("offset, scale and transform move the shape's path")
        func transforms() {
            #expect(
                Rectangle().offset(x: 5, y: 7).path(in: frame).boundingRect
                    == CGRect(x: 5, y: 7, width: 10, height: 20))
            #expect(
                Rectangle().scale(2).path(in: frame).boundingRect
                    == CGRect(x: -5, y: -10, width: 20, height: 40))
            #expect(
                Rectangle().scale(x: 2, y: 1, anchor: .topLeading).path(in: frame).boundingRect
                    == CGRect(x: 0, y: 0, width: 20, height: 20))
            #expect(
                Rectangle().transform(CGAffineTransform(scaleX: 2, y: 3)).path(in: frame).boundingRect
                    == CGRect(x: 0, y: 0, width: 20, height: 60))
            let transformed = Wedge().transform(CGAffineTransform(translationX: 1, y: 1))
            #expect(transformed.transform == CGAffineTransform(translationX: 1, y: 1))
            #expect(transformed.path(in: frame).boundingRect == CGRect(x: 1, y: 1, width: 10, height: 20))
        }

        @Test("a rotation turns the path about the anchor")
        func rotation() {
            let bounds = Rectangle().rotation(.degrees(90)).path(in: frame).boundingRect
            #expect(abs(bounds.minX + 5) < 1e-9 && abs(bounds.minY - 5) < 1e-9)
            #expect(abs(bounds.width - 20) < 1e-9 && abs(bounds.height - 10) < 1e-9)
        }

        @Test("a sized shape is drawn at its size from the frame's origin")
        func sized() {
            let rect = CGRect(x: 1, y: 2, width: 100, height: 100)
            #expect(
                Rectangle().size(width: 4, height: 6).path(in: rect).boundingRect
                    == CGRect(x: 1, y: 2, width: 4, height: 6))
            #expect(
                Ellipse().size(CGSize(width: 8, height: 2)).path(in: rect).boundingRect
                    == CGRect(x: 1, y: 2, width: 8, height: 2))
        }

        @Test("a type-erased shape draws and sizes as the shape it wraps")
        func anyShape() {
            let shape = AnyShape(Circle())
            #expect(shape.path(in: frame) == Circle().path(in: frame))
            #expect(AnyShape(shape).path(in: frame) == Circle().path(in: frame))
            let proposal = ProposedViewSize(width: 30, height: nil)
            #expect(shape.sizeThatFits(proposal) == Circle().sizeThatFits(proposal))
        }

        @Test("strokeBorder and fill shape views keep what they were given")
        func shapeViews() {
            let border = Circle().strokeBorder(Color.red, lineWidth: 3)
            #expect(border.strokeStyle == StrokeStyle(lineWidth: 3))
            #expect(border.isAntialiased)
            #expect(border.style == Color.red)
            let styled = Capsule().strokeBorder(
                style: StrokeStyle(lineWidth: 2, dash: [4]), antialiased: false)
            #expect(styled.strokeStyle.dash == [4])
            #expect(!styled.isAntialiased)
            let fill = FillShapeView(
                shape: Circle(), style: Color.blue, fillStyle: FillStyle(eoFill: true),
                background: EmptyView())
            #expect(fill.fillStyle.isEOFilled)
            #expect(fill.style == Color.blue)
        }

        @Test("custom shapes mirror in right-to-left layouts; symmetric ones are fixed")
        func layoutDirection() {
            #expect(Wedge().layoutDirectionBehavior == .mirrors(in: .rightToLeft))
            #expect(Wedge().offset(x: 1).layoutDirectionBehavior == .mirrors(in: .rightToLeft))
            #expect(Rectangle().layoutDirectionBehavior == .fixed)
            #expect(Circle().layoutDirectionBehavior == .fixed)
            #expect(Capsule().layoutDirectionBehavior == .fixed)
        }

        @Test("transformed shapes animate their shape's data with their own")
        func animatableData() {
            var offset = Rectangle().offset(x: 3, y: 4)
            #expect(offset.animatableData.second == AnimatablePair(3, 4))
            offset.animatableData.second = AnimatablePair(5, 6)
            #expect(offset.offset == CGSize(width: 5, height: 6))
            var rotated = Rectangle().rotation(.radians(1), anchor: .top)
            #expect(rotated.animatableData.second == AnimatablePair(1, AnimatablePair(0.5, 0)))
            rotated.animatableData.second.first = 2
            #expect(rotated.angle == .radians(2))
            var scaled = Rectangle().scale(x: 2, y: 3)
            #expect(scaled.animatableData.second.first == AnimatablePair(2, 3))
            scaled.animatableData.second.second = AnimatablePair(0, 1)
            #expect(scaled.anchor == .bottomLeading)
        }

        @Test("an offset or rotated insettable shape insets its shape")
        func insets() {
            let inset = Rectangle().offset(x: 10).inset(by: 2)
            #expect(inset.path(in: frame).boundingRect == CGRect(x: 12, y: 2, width: 6, height: 16))
            let rotated = Rectangle().rotation(.zero).inset(by: 1)
            #expect(rotated.path(in: frame).boundingRect == CGRect(x: 1, y: 1, width: 8, height: 18))
        }
    }
}
