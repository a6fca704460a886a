// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

/// A controller whose traits are compact, whatever the screen's.
private final class CompactController: UIViewController {
    override var traitCollection: UITraitCollection { UITraitCollection(horizontalSizeClass: .compact) }
}

// Traits flow down the hierarchy: a view has its controller's traits when it is a controller's
// root view and its superview's otherwise; a child controller has its parent's (Apple's
// documentation of UITraitEnvironment: "the trait collection of a view or view controller is
// inherited from its parent").
@Suite(.serialized, .headlessWorld) @MainActor struct TraitInheritanceTests {
    @Test("a controller's traits reach its views and its children's views")
    func inherited() {
        Headless.reset(screenSize: .iPad)
        let parent = CompactController()
        let child = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        let label = UIView()
        child.view.addSubview(label)
        let loose = UIView()
        #expect(UIViewController().traitCollection.horizontalSizeClass == .regular)
        #expect(loose.traitCollection.horizontalSizeClass == .regular)
        #expect(parent.view.traitCollection.horizontalSizeClass == .compact)
        #expect(child.traitCollection.horizontalSizeClass == .compact)
        #expect(label.traitCollection.horizontalSizeClass == .compact)
        child.view.addSubview(loose)
        #expect(loose.traitCollection.horizontalSizeClass == .compact)
    }
}
