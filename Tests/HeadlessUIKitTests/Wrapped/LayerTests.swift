// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// CALayer.h / UIView.h: a view's layer is made once, of the view's `layerClass`; a layer's
// sublayers run back to front and `sublayers` is nil when there are none; CGColor keeps the
// components it was made with (UIColor.cgColor, UIColor(cgColor:)).
@Suite(.serialized, .headlessWorld) @MainActor struct LayerTests {
    final class GradientLayer: CALayer {}

    final class GradientView: UIView {
        override class var layerClass: AnyClass { GradientLayer.self }
    }

    @Test("a view's layer is made once, of its layer class, and keeps what it is given")
    func viewLayer() {
        let card = GradientView()
        #expect(card.layer is GradientLayer)
        #expect(card.layer === card.layer)
        card.layer.cornerRadius = 12
        card.layer.borderColor = UIColor.systemBlue.cgColor
        #expect(card.layer.cornerRadius == 12)
        #expect(UIColor(cgColor: card.layer.borderColor!) == UIColor.systemBlue)
        #expect(UIView().layer.shadowOffset == CGSize(width: 0, height: -3))
    }

    @Test("sublayers run back to front; removing one leaves none")
    func sublayers() {
        let base = CALayer()
        #expect(base.sublayers == nil)
        let back = CALayer()
        let front = CALayer()
        base.addSublayer(front)
        base.insertSublayer(back, at: 0)
        #expect(base.sublayers?.map(ObjectIdentifier.init) == [back, front].map(ObjectIdentifier.init))
        #expect(front.superlayer === base)
        front.removeFromSuperlayer()
        back.removeFromSuperlayer()
        #expect(base.sublayers == nil)
        #expect(front.superlayer == nil)
    }
}
