// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// UIAccessibilityContainer (UIAccessibility.h): a container's element count and lookups follow
// its accessibilityElements; the action methods answer false unless overridden. Declared in
// UIResponder's body, so a view's override is the one a caller reaches.
@Suite(.serialized, .headlessWorld) @MainActor struct UIResponderOverridableTests {
    final class Stepper: UIView {
        var value = 0
        override func accessibilityIncrement() { value += 1 }
        override func accessibilityActivate() -> Bool { true }
        override class var requiresConstraintBasedLayout: Bool { true }
    }

    @Test("a container answers from its accessibility elements")
    func container() {
        let view = UIView()
        let first = UIView()
        let second = UIView()
        view.accessibilityElements = [first, second]
        #expect(view.accessibilityElementCount() == 2)
        #expect(view.accessibilityElement(at: 1) as? UIView === second)
        #expect(view.accessibilityElement(at: 2) == nil)
        #expect(view.index(ofAccessibilityElement: first) == 0)
        #expect(view.index(ofAccessibilityElement: UIView()) == NSNotFound)
        #expect(UIView().accessibilityElementCount() == 0)
    }

    @Test("an override is reached through UIKit's own type")
    func overrides() {
        let stepper: UIResponder = Stepper()
        stepper.accessibilityIncrement()
        #expect((stepper as? Stepper)?.value == 1)
        #expect(stepper.accessibilityActivate())
        #expect(!UIView().accessibilityActivate())
        #expect(!UIView().accessibilityPerformEscape())
        let viewClass: UIView.Type = Stepper.self
        #expect(viewClass.requiresConstraintBasedLayout)
        #expect(!UIView.requiresConstraintBasedLayout)
    }
}
