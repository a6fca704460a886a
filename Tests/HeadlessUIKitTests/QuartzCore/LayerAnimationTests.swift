// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: CAAnimation.h, CALayer.h and CAMediaTimingFunction.h in the iOS 17.4 SDK (keys replace
// the animation under them, `animationKeys` is nil when there are none, `isRemovedOnCompletion`
// starts true; the named curves' control points are the ones Core Animation documents).
@Suite(.serialized, .headlessWorld) @MainActor struct LayerAnimationTests {
    @Test("a layer keeps its animations by key; a new one under a key replaces the old")
    func layerKeepsAnimations() {
        let layer = CAShapeLayer()
        #expect(layer.animationKeys() == nil)
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        stroke.fromValue = 0
        stroke.toValue = 1
        stroke.duration = 1
        stroke.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(stroke, forKey: "progress")
        let spin = CABasicAnimation(keyPath: "transform.rotation")
        layer.add(spin, forKey: "spin")
        #expect(layer.animationKeys() == ["progress", "spin"])
        let replacement = CASpringAnimation(keyPath: "strokeEnd")
        layer.add(replacement, forKey: "progress")
        #expect(layer.animationKeys() == ["spin", "progress"])
        #expect(layer.animation(forKey: "progress") === replacement)
        layer.removeAnimation(forKey: "spin")
        #expect(layer.animationKeys() == ["progress"])
        layer.removeAllAnimations()
        #expect(layer.animationKeys() == nil)
        #expect(stroke.keyPath == "strokeEnd")
        #expect(stroke.isRemovedOnCompletion)
        #expect(stroke.fillMode == .removed)
    }

    @Test("the named curves have Core Animation's control points")
    func timingCurves() {
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeInEaseOut).getControlPoint(at: 1, values: &point)
        #expect(point == [0.42, 0])
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
        CAMediaTimingFunction(controlPoints: 0.1, 0.2, 0.3, 0.4).getControlPoint(at: 3, values: &point)
        #expect(point == [1, 1])
        let group = CAAnimationGroup()
        group.animations = [CABasicAnimation(keyPath: "opacity")]
        #expect(group.animations?.count == 1)
    }
}
