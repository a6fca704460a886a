// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// CATransform3D.h (iOS 17.4 SDK): matrices act on row vectors, so `CATransform3DConcat(a, b)`
// applies a then b, and `CATransform3DTranslate(t, …)` translates before t.
@Suite(.serialized, .headlessWorld) @MainActor struct CATransform3DTests {
    /// A transform's rows rounded to six places, to compare after trigonometry.
    func rounded(_ t: CATransform3D) -> [[Double]] {
        [
            [t.m11, t.m12, t.m13, t.m14], [t.m21, t.m22, t.m23, t.m24], [t.m31, t.m32, t.m33, t.m34],
            [t.m41, t.m42, t.m43, t.m44],
        ].map { $0.map { (Double($0) * 1e6).rounded() / 1e6 } }
    }

    @Test("scale then translate: the translation is not scaled; translate then scale: it is")
    func concatenationOrder() {
        let scale = CATransform3DMakeScale(2, 3, 1)
        #expect(
            rounded(CATransform3DConcat(scale, CATransform3DMakeTranslation(10, 20, 0)))[3] == [10, 20, 0, 1])
        #expect(rounded(CATransform3DTranslate(scale, 10, 20, 0))[3] == [20, 60, 0, 1])
        #expect(CATransform3DIsIdentity(CATransform3DConcat(CATransform3DIdentity, CATransform3DIdentity)))
    }

    @Test("a quarter turn about z matches CGAffineTransform's rotation, and inverts to the identity")
    func rotation() {
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        #expect(rounded(turn)[0] == [0, 1, 0, 0])
        #expect(rounded(turn)[1] == [-1, 0, 0, 0])
        #expect(CATransform3DIsAffine(turn))
        let back = CATransform3DConcat(turn, CATransform3DInvert(turn))
        #expect(rounded(back) == rounded(CATransform3DIdentity))
        #expect(CATransform3DIsIdentity(CATransform3DMakeRotation(1, 0, 0, 0)))
    }

    @Test("a singular transform has no inverse and comes back unchanged")
    func singular() {
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
    }

    @Test("a layer keeps its transform; the affine forms round-trip")
    func layerTransform() {
        let layer = CALayer()
        #expect(CATransform3DIsIdentity(layer.transform))
        layer.setAffineTransform(CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        #expect(layer.affineTransform() == CGAffineTransform(a: 2, b: 0, c: 0, d: 2, tx: 5, ty: 6))
        layer.transform = CATransform3DMakeTranslation(0, 0, 4)
        #expect(!CATransform3DIsAffine(layer.transform))
        #expect(layer.transform.m43 == 4)
    }

    @Test("a transform boxed in an NSValue comes back whole; another value gives the identity")
    func boxed() {
        let turn = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
        let value = NSValue(caTransform3D: turn)
        #expect(CATransform3DEqualToTransform(value.caTransform3DValue, turn))
        #expect(value.caTransform3DValue.m12 == turn.m12)
        let animation = CABasicAnimation(keyPath: "transform")
        animation.toValue = value
        #expect((animation.toValue as? NSValue)?.caTransform3DValue.m21 == turn.m21)
        #expect(CATransform3DIsIdentity(NSValue(range: NSRange(location: 1, length: 2)).caTransform3DValue))
        let layer = CALayer()
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.compositingFilter as? String == "multiplyBlendMode")
    }
}
