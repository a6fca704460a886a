// ViewLifecycle · HeadlessUIKitTests

import HeadlessUIKit
import Testing

// Classes and members scripts/generate-api wrote from the iOS 17.4 SDK: a class UIKit has and the
// module did not (`NSTextContainer`) keeps what is set, starting at zero, nil or empty; its methods do
// nothing; a convenience initializer keeps the arguments named like its properties; a member Apple
// declares on a hand-written class is added in an extension and keeps what is set per object.
@Suite(.serialized, .headlessWorld) @MainActor struct GeneratedClassTests {
    @Test func aGeneratedClassKeepsWhatIsSetFromZero() {
        let container = NSTextContainer()
        #expect(container.maximumNumberOfLines == 0)
        #expect(container.exclusionPaths.isEmpty)
        #expect(container.heightTracksTextView == false)
        container.maximumNumberOfLines = 3
        container.lineBreakMode = .byTruncatingTail
        #expect(container.maximumNumberOfLines == 3)
        #expect(container.lineBreakMode == .byTruncatingTail)
    }

    @Test func aGeneratedClassCanBeSubclassedAndOverridden() {
        final class MonthView: UICalendarView {
            override var wantsDateDecorations: Bool {
                didSet { changes += 1 }
            }
            var changes = 0
        }
        let month = MonthView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        month.wantsDateDecorations = true
        month.setVisibleDateComponents(DateComponents(year: 2026, month: 12), animated: true)
        #expect(month.changes == 1)
        #expect(month.wantsDateDecorations)
        #expect(month.visibleDateComponents == DateComponents())
        #expect(month.frame.width == 320)
    }

    @Test func aGeneratedClassAdoptsApplesProtocolsAndAnInteractionKnowsItsView() {
        let view = UIView()
        let pencil = UIPencilInteraction()
        view.addInteraction(pencil)
        #expect(pencil.view === view)
        #expect(view.interactions.count == 1)
        view.removeInteraction(pencil)
        #expect(pencil.view == nil)
        let transition: Any = UIPercentDrivenInteractiveTransition()
        #expect(transition is any UIViewControllerInteractiveTransitioning)
    }

    @Test func aConvenienceInitializerKeepsTheArgumentsNamedLikeItsProperties() {
        let tab = NSTextTab(textAlignment: .center, location: 40)
        #expect(tab.alignment == .center)
        #expect(tab.location == 40)
        #expect(tab.options.isEmpty)
        #expect(NSTextTab().alignment == .left)
    }

    @Test func aStringConstantIsItsObjectiveCName() {
        #expect(UIKeyCommand.inputUpArrow == "UIKeyInputUpArrow")
    }

    @Test func anExtensionPropertyKeepsWhatIsSetPerObject() {
        let first = UIView()
        let second = UIView()
        first.accessibilityLanguage = "ja"
        #expect(first.accessibilityLanguage == "ja")
        #expect(second.accessibilityLanguage == nil)
        second.accessibilityElementsHidden = true
        #expect(second.accessibilityElementsHidden)
        #expect(!first.accessibilityElementsHidden)
    }

    @Test func anObjectTypedPropertyIsMadeOnceAndKept() {
        let appearance = UINavigationBarAppearance()
        let button = appearance.buttonAppearance
        #expect(appearance.buttonAppearance === button)
        #expect(UINavigationBarAppearance().buttonAppearance !== button)
    }

    @Test func aCopyWithAChangeIsTheObjectUnchanged() {
        let image = UIImage()
        #expect(image.imageFlippedForRightToLeftLayoutDirection() === image)
    }

    @Test func generatedMethodsAreListedAsInert() {
        let view = UIView()
        view.exerciseAmbiguityInLayout()
        view.setNeedsDisplay()
        view.setNeedsDisplay()
        _ = UIImage().imageFlippedForRightToLeftLayoutDirection()
        #expect(
            Headless.inertCalls == [
                "UIImage.imageFlippedForRightToLeftLayoutDirection()", "UIView.exerciseAmbiguityInLayout()",
                "UIView.setNeedsDisplay()",
            ])
    }

    @Test func nsObjectsClassSideMembersAreInertAndRecorded() {
        // Swift imports NSObject's category methods on the class too (a root class's instance
        // methods are its class methods): the same source compiles against UIKit.
        #expect(UIView.accessibilityElementCount() == 0)
        #expect(UILabel.accessibilityLabel() == nil)
        UIButton.setAccessibilityLabel("Add")
        #expect(UIButton.accessibilityLabel() == nil)
        #expect(
            Headless.inertCalls == [
                "NSObject.accessibilityElementCount()", "NSObject.accessibilityLabel()",
                "NSObject.setAccessibilityLabel(_:)",
            ])
    }

    @Test func generatedObjectsAreReleased() {
        weak var released: UIDatePicker?
        weak var appearance: UIBarButtonItemAppearance?
        do {
            let picker = UIDatePicker()
            picker.accessibilityLanguage = "en"
            released = picker
            let bar = UINavigationBarAppearance()
            appearance = bar.buttonAppearance
        }
        #expect(released == nil)
        #expect(appearance == nil)
    }
}
