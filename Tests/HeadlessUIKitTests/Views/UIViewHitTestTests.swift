// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// UIView.hitTest(_:with:) as Apple's documentation describes it: subviews front to back, then the
// view; hidden, transparent (alpha ≤ 0.01) and non-interactive views and their subviews are skipped.
// https://developer.apple.com/documentation/uikit/uiview/1622469-hittest
@Suite(.serialized, .headlessWorld) @MainActor struct UIViewHitTestTests {
    static func tree() -> (root: UIView, back: UIView, front: UIView, inner: UIView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        let front = UIView(frame: CGRect(x: 100, y: 100, width: 150, height: 150))
        let inner = UIView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        root.addSubview(back)
        root.addSubview(front)
        front.addSubview(inner)
        return (root, back, front, inner)
    }

    @Test func theFrontmostDeepestViewIsHit() {
        let (root, back, front, inner) = Self.tree()
        #expect(root.hitTest(CGPoint(x: 50, y: 50), with: nil) === back)
        #expect(root.hitTest(CGPoint(x: 150, y: 150), with: nil) === front)
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === inner)
        #expect(root.hitTest(CGPoint(x: 280, y: 20), with: nil) === root)
        #expect(root.hitTest(CGPoint(x: 301, y: 20), with: nil) == nil)
    }

    @Test func hiddenTransparentAndNonInteractiveViewsAreSkipped() {
        let (root, back, front, inner) = Self.tree()
        front.isHidden = true
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back)
        front.isHidden = false
        front.alpha = 0.01
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === back)
        front.alpha = 1
        inner.isUserInteractionEnabled = false
        #expect(root.hitTest(CGPoint(x: 115, y: 115), with: nil) === front)
    }

    @Test func aSubclassCanWidenItsTouchArea() {
        final class WideButton: UIView {
            override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
                bounds.insetBy(dx: -20, dy: -20).contains(point)
            }
        }
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let button = WideButton(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
        root.addSubview(button)
        #expect(root.hitTest(CGPoint(x: 90, y: 90), with: nil) === button)
    }
}
