// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: CALayer.h in the iOS 17.4 SDK ("the frame rectangle is position and bounds.size
// changed by anchorPoint"; layoutIfNeeded, displayIfNeeded, init(layer:) for presentation copies).
/// A layer's geometry, hierarchy, layout and display passes, and the subclasses apps write.
@Suite(.serialized, .headlessWorld) @MainActor struct CALayerTests {
    /// A layer that records its passes and copies its own field in `init(layer:)`.
    final class ProgressLayer: CALayer {
        var progress: CGFloat = 0
        var passes: [String] = []

        override init() { super.init() }

        override init(layer: Any) {
            super.init(layer: layer)
            if let other = layer as? ProgressLayer { progress = other.progress }
        }

        required init?(coder: NSCoder) { super.init(coder: coder) }

        override class func needsDisplay(forKey key: String) -> Bool {
            key == "progress" || super.needsDisplay(forKey: key)
        }

        override func layoutSublayers() {
            super.layoutSublayers()
            passes.append("layoutSublayers")
        }

        override func display() {
            passes.append("display")
        }
    }

    /// A shape layer with an initializer of its own, which a device compiles without `init()`.
    final class RingLayer: CAShapeLayer {
        let width: CGFloat

        init(width: CGFloat) {
            self.width = width
            super.init()
            lineWidth = width
        }

        override init(layer: Any) {
            width = (layer as? RingLayer)?.width ?? 0
            super.init(layer: layer)
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test("the frame is the bounds placed by position and anchor point; setting it sets both")
    func geometry() {
        let layer = CALayer()
        layer.frame = CGRect(x: 10, y: 20, width: 100, height: 50)
        #expect(layer.position == CGPoint(x: 60, y: 45))
        #expect(layer.bounds == CGRect(x: 0, y: 0, width: 100, height: 50))
        layer.anchorPoint = .zero
        #expect(layer.frame == CGRect(x: 60, y: 45, width: 100, height: 50))
        layer.position = CGPoint(x: 0, y: 0)
        #expect(layer.frame.origin == .zero)
    }

    @Test("layout and display passes run once when asked for, on the layer and its sublayers")
    func passes() {
        let parent = ProgressLayer()
        let child = ProgressLayer()
        parent.addSublayer(child)
        parent.layoutIfNeeded()
        #expect(parent.passes == ["layoutSublayers"])
        #expect(child.passes == ["layoutSublayers"])
        parent.layoutIfNeeded()
        #expect(!parent.needsLayout())
        #expect(parent.passes == ["layoutSublayers"])
        parent.setNeedsDisplay()
        #expect(parent.needsDisplay())
        parent.displayIfNeeded()
        parent.displayIfNeeded()
        #expect(parent.passes == ["layoutSublayers", "display"])
        #expect(ProgressLayer.needsDisplay(forKey: "progress") && !CALayer.needsDisplay(forKey: "progress"))
    }

    /// A delegate that records the passes it is asked for and offers one action.
    final class LayerOwner: NSObject, CALayerDelegate {
        var passes: [String] = []
        let fade = Fade()

        func layoutSublayers(of layer: CALayer) { passes.append("layoutSublayers(of:)") }
        func display(_ layer: CALayer) { passes.append("display(_:)") }
        func action(for layer: CALayer, forKey event: String) -> (any CAAction)? {
            event == "opacity" ? fade : nil
        }
    }

    /// An action that does nothing, told apart by identity.
    final class Fade: CAAction {
        func run(forKey event: String, object anObject: Any, arguments dict: [AnyHashable: Any]?) {}
    }

    @Test("the delegate lays out and displays the layer, and its action wins over the layer's own")
    func delegate() {
        let owner = LayerOwner()
        let layer = CALayer()
        layer.delegate = owner
        let own = Fade()
        layer.actions = ["opacity": Fade(), "bounds": own]
        layer.layoutIfNeeded()
        layer.setNeedsDisplay()
        layer.displayIfNeeded()
        #expect(owner.passes == ["layoutSublayers(of:)", "display(_:)"])
        #expect(layer.action(forKey: "opacity") as? Fade === owner.fade)
        #expect(layer.action(forKey: "bounds") as? Fade === own)
        #expect(layer.action(forKey: "position") == nil)
    }

    @Test("a presentation copy is made with init(layer:), which subclasses extend")
    func copies() {
        let layer = ProgressLayer()
        layer.progress = 0.75
        layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
        let copy = ProgressLayer(layer: layer)
        #expect(copy.progress == 0.75)
        #expect(copy.frame == layer.frame)
        #expect(layer.presentation() === layer && layer.model() === layer)
        #expect(RingLayer(width: 3).lineWidth == 3)
    }

    @Test("sublayers go above, below or in place of a sibling")
    func siblings() {
        let parent = CALayer()
        let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
        a.name = "a"
        b.name = "b"
        c.name = "c"
        d.name = "d"
        parent.addSublayer(a)
        parent.insertSublayer(b, above: a)
        parent.insertSublayer(c, below: a)
        parent.replaceSublayer(b, with: d)
        #expect(parent.sublayers?.map(\.name) == ["c", "a", "d"])
        #expect(b.superlayer == nil && d.superlayer === parent)
    }

    @Test("points convert between layers through their frames and bounds; hit testing finds the frontmost")
    func coordinates() {
        let root = CALayer()
        root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
        let card = CALayer()
        card.frame = CGRect(x: 50, y: 60, width: 100, height: 100)
        let badge = CALayer()
        badge.frame = CGRect(x: 10, y: 10, width: 20, height: 20)
        root.addSublayer(card)
        card.addSublayer(badge)
        #expect(badge.convert(CGPoint(x: 5, y: 5), to: root) == CGPoint(x: 65, y: 75))
        #expect(root.convert(CGPoint(x: 65, y: 75), to: badge) == CGPoint(x: 5, y: 5))
        #expect(
            card.convert(CGRect(x: 0, y: 0, width: 10, height: 10), from: badge).origin
                == CGPoint(x: 10, y: 10))
        #expect(root.hitTest(CGPoint(x: 65, y: 75)) === badge)
        #expect(root.hitTest(CGPoint(x: 55, y: 65)) === card)
        #expect(root.hitTest(CGPoint(x: 400, y: 10)) == nil)
    }

    @Test("a view makes its layer of its layerClass: Core Animation's own, or an app's through init(coder:)")
    func layerClasses() {
        final class GradientView: UIView {
            override class var layerClass: AnyClass { CAGradientLayer.self }
        }
        final class ProgressView: UIView {
            override class var layerClass: AnyClass { ProgressLayer.self }
        }
        #expect(GradientView().layer is CAGradientLayer)
        #expect(ProgressView().layer is ProgressLayer)
        #expect(type(of: UIView().layer) == CALayer.self)
    }
}
