// ViewLifecycle · HeadlessSwiftUITests

import Foundation
import Testing

extension SwiftUITests {
    // Source: Apple's documentation of `Path` (elements, `forEach(_:)`, `contains(_:eoFill:)`,
    // `currentPoint`, `description` and `init?(_:)`) and Core Graphics' `addRect`, which traces a
    // rectangle from its origin along the top edge. The text form's exact operators are a guess
    // (Docs/Evidence.md); reading it back must give the same elements.
    @Suite(.serialized) @MainActor struct PathGeometryTests {
        func elements(_ path: Path) -> [Path.Element] {
            var result: [Path.Element] = []
            path.forEach { result.append($0) }
            return result
        }

        @Test("a rectangle lists as a move, three lines and a close")
        func rectangleElements() {
            #expect(
                elements(Path(CGRect(x: 1, y: 2, width: 10, height: 20))) == [
                    .move(to: CGPoint(x: 1, y: 2)), .line(to: CGPoint(x: 11, y: 2)),
                    .line(to: CGPoint(x: 11, y: 22)),
                    .line(to: CGPoint(x: 1, y: 22)), .closeSubpath,
                ])
        }

        @Test("curves are listed as added")
        func curveElements() {
            var path = Path()
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
            path.addCurve(
                to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 5), control2: CGPoint(x: 18, y: 5))
            path.closeSubpath()
            #expect(
                elements(path) == [
                    .move(to: .zero), .quadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10)),
                    .curve(
                        to: CGPoint(x: 20, y: 0), control1: CGPoint(x: 12, y: 5),
                        control2: CGPoint(x: 18, y: 5)),
                    .closeSubpath,
                ])
        }

        @Test("the bounding rectangle holds a curve's extreme, not its control point")
        func curveBounds() {
            var path = Path()
            path.move(to: .zero)
            path.addQuadCurve(to: CGPoint(x: 10, y: 0), control: CGPoint(x: 5, y: 10))
            #expect(path.boundingRect == CGRect(x: 0, y: 0, width: 10, height: 5))
        }

        @Test("containment follows the winding rule, or the even-odd rule")
        func containment() {
            let square = Path(CGRect(x: 0, y: 0, width: 10, height: 10))
            #expect(square.contains(CGPoint(x: 5, y: 5)))
            #expect(!square.contains(CGPoint(x: 15, y: 5)))
            var nested = Path()
            nested.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            nested.addRect(CGRect(x: 2, y: 2, width: 6, height: 6))
            #expect(nested.contains(CGPoint(x: 5, y: 5)))
            #expect(!nested.contains(CGPoint(x: 5, y: 5), eoFill: true))
            #expect(nested.contains(CGPoint(x: 1, y: 1), eoFill: true))
            #expect(Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 5, y: 5)))
            #expect(
                !Path(ellipseIn: CGRect(x: 0, y: 0, width: 10, height: 10)).contains(CGPoint(x: 0.5, y: 0.5)))
        }

        @Test("the current point is where the next element begins")
        func currentPoint() {
            var path = Path()
            #expect(path.currentPoint == nil)
            path.addRect(CGRect(x: 3, y: 4, width: 5, height: 6))
            #expect(path.currentPoint == CGPoint(x: 3, y: 4))
            path.move(to: CGPoint(x: 1, y: 1))
            path.addLine(to: CGPoint(x: 9, y: 1))
            #expect(path.currentPoint == CGPoint(x: 9, y: 1))
            path.closeSubpath()
            #expect(path.currentPoint == CGPoint(x: 1, y: 1))
        }

        @Test("an arc ends on its circle at the end angle")
        func arcs() {
            var path = Path()
            path.addArc(
                center: .zero, radius: 10, startAngle: .degrees(0), endAngle: .degrees(180), clockwise: false)
            let end = path.currentPoint ?? .zero
            #expect(abs(end.x + 10) < 1e-9 && abs(end.y) < 1e-9)
            #expect(elements(path).first == .move(to: CGPoint(x: 10, y: 0)))
            var relative = Path()
            relative.move(to: .zero)
            relative.addRelativeArc(center: .zero, radius: 4, startAngle: .degrees(0), delta: .degrees(90))
            let corner = relative.currentPoint ?? .zero
            #expect(abs(corner.x) < 1e-9 && abs(corner.y - 4) < 1e-9)
            #expect(elements(relative).dropFirst().first == .line(to: CGPoint(x: 4, y: 0)))
        }

        @Test("a tangent arc rounds the corner between two lines")
        func tangentArc() {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addArc(tangent1End: CGPoint(x: 10, y: 0), tangent2End: CGPoint(x: 10, y: 10), radius: 4)
            let end = path.currentPoint ?? .zero
            #expect(abs(end.x - 10) < 1e-9 && abs(end.y - 4) < 1e-9)
            guard case .line(let start) = elements(path)[1] else {
                Issue.record("the arc should begin with a line to its start")
                return
            }
            #expect(abs(start.x - 6) < 1e-9 && start.y == 0)
        }

        @Test("a rounded rectangle with uneven corners keeps its bounds")
        func unevenCorners() {
            let rect = CGRect(x: 0, y: 0, width: 40, height: 20)
            let path = Path(
                roundedRect: rect, cornerRadii: RectangleCornerRadii(topLeading: 4, bottomTrailing: 8))
            #expect(path.boundingRect == rect)
            var added = Path()
            added.addRoundedRect(in: rect, cornerRadii: RectangleCornerRadii(topLeading: 4))
            #expect(added.boundingRect == rect)
            #expect(!path.contains(CGPoint(x: 39.5, y: 19.5)))
            #expect(path.contains(CGPoint(x: 39.5, y: 0.5)))
        }

        @Test("a path's text reads back as the same elements")
        func textRoundTrip() throws {
            var path = Path()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 10, y: 0))
            path.addCurve(
                to: CGPoint(x: 20, y: 5), control1: CGPoint(x: 12, y: 1), control2: CGPoint(x: 18, y: 4))
            path.addQuadCurve(to: CGPoint(x: 0, y: 10), control: CGPoint(x: 10, y: 12.5))
            path.closeSubpath()
            let copy = try #require(Path(path.description))
            #expect(elements(copy) == elements(path))
            let parsed = try #require(Path("0 0 m 10 0 l 10 10 l h"))
            #expect(
                elements(parsed) == [
                    .move(to: .zero), .line(to: CGPoint(x: 10, y: 0)), .line(to: CGPoint(x: 10, y: 10)),
                    .closeSubpath,
                ])
        }
    }
}
