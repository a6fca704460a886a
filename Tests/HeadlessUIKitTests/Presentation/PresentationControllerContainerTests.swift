// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIPresentationController.h: presentingViewController (non-optional in the SDK's Swift) and the
// UIContentContainer defaults; NSLayoutAnchor.h's anchorWithOffset(to:); CGPath.h's
// CGPathCreateCopyByTransformingPath; UIColor.h's colorNamed:inBundle:compatibleWithTraitCollection:.
@Suite(.serialized, .headlessWorld) @MainActor struct PresentationControllerContainerTests {
    @Test("a presentation controller knows its presenter and gives its content the container's size")
    func presentationController() {
        let presenter = UIViewController()
        let controller = UIPresentationController(
            presentedViewController: UIViewController(), presenting: presenter)
        #expect(controller.presentingViewController === presenter)
        let content: any UIContentContainer = controller
        #expect(content.preferredContentSize == .zero)
        #expect(
            controller.size(
                forChildContentContainer: UIViewController(),
                withParentContainerSize: CGSize(width: 3, height: 4))
                == CGSize(width: 3, height: 4))
    }

    @Test(
        "an offset between anchors is a dimension, a transformed path copy moves, a named colour is found in any bundle"
    )
    func smallAdditions() {
        let view = UIView()
        let gap = view.topAnchor.anchorWithOffset(to: view.bottomAnchor)
        #expect(gap.constraint(equalToConstant: 12).constant == 12)
        let path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var move = CGAffineTransform(translationX: 5, y: 0).scaledBy(x: 2, y: 1)
        #expect(path.copy(using: &move)?.boundingBox == CGRect(x: 5, y: 0, width: 20, height: 10))
        #expect(path.mutableCopy(using: nil)?.boundingBox == path.boundingBox)
        Headless.addColor(named: "Brand", .systemTeal)
        #expect(UIColor(named: "Brand", in: .main, compatibleWith: nil) == UIColor(named: "Brand"))
        #expect(UIColor(named: "Missing", in: nil, compatibleWith: nil) == nil)
    }
}
