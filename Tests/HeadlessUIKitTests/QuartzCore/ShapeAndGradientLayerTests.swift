// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: CAGradientLayer.h and CAShapeLayer.h in the iOS 17.4 SDK give the properties and their
// defaults (start (0.5, 0), end (0.5, 1), axial; fill opaque black, no stroke, stroke 0 to 1, line
// width 1, miter limit 10, butt caps, miter joins).
@Suite(.serialized, .headlessWorld) @MainActor struct ShapeAndGradientLayerTests {
    final class GradientView: UIView {
        override class var layerClass: AnyClass { CAGradientLayer.self }
    }

    @Test("a gradient view's layer starts at Core Animation's defaults and keeps its colors")
    func gradientLayer() throws {
        let view = GradientView()
        let gradient = try #require(view.layer as? CAGradientLayer)
        #expect(gradient.startPoint == CGPoint(x: 0.5, y: 0))
        #expect(gradient.endPoint == CGPoint(x: 0.5, y: 1))
        #expect(gradient.type == .axial)
        #expect(gradient.colors == nil)
        gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
        gradient.locations = [0, 1]
        gradient.type = .conic
        #expect(gradient.colors?.count == 2)
        #expect(gradient.locations == [0, 1])
        #expect(CAGradientLayerType.conic.rawValue == "conic")
    }

    @Test("a shape layer starts at Core Animation's defaults and keeps its path and stroke")
    func shapeLayer() {
        let shape = CAShapeLayer()
        #expect(shape.path == nil)
        #expect(shape.fillColor == CGColor(gray: 0, alpha: 1))
        #expect(shape.strokeColor == nil)
        #expect(shape.strokeStart == 0)
        #expect(shape.strokeEnd == 1)
        #expect(shape.lineWidth == 1)
        #expect(shape.miterLimit == 10)
        #expect(shape.lineCap == .butt)
        #expect(shape.lineJoin == .miter)
        #expect(shape.fillRule == .nonZero)
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
        shape.path = path
        shape.lineCap = .round
        shape.lineDashPattern = [4, 2]
        #expect(shape.path === path)
        #expect(CAShapeLayerLineCap.round.rawValue == "round")
        #expect(CAShapeLayerFillRule.evenOdd.rawValue == "even-odd")
        #expect(shape.lineDashPattern == [4, 2])
    }
}
