// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIAccessibilityConstants.h, UIAccessibility.h and UIAccessibilityCustomAction.h (iOS 17.4 SDK).
@Suite(.serialized, .headlessWorld) @MainActor struct UIAccessibilityAdditionsTests {
    @Test("traits combine as bits; a view keeps the traits, hint and value set")
    func traits() {
        let view = UIView()
        #expect(view.accessibilityTraits == .none)
        view.accessibilityTraits = [.button, .selected]
        view.accessibilityHint = "Opens the item"
        view.accessibilityValue = "3"
        #expect(view.accessibilityTraits.rawValue == 9)
        #expect(view.accessibilityTraits.contains(.selected))
        #expect(view.accessibilityHint == "Opens the item" && view.accessibilityValue == "3")
        #expect(UIAccessibilityTraits.header.rawValue == 1 << 16)
    }

    @Test("a label block answers for accessibilityLabel while it is set, and the control driver finds it")
    func labelBlock() {
        let view = UIView()
        view.accessibilityLabel = "Stored"
        var count = 0
        view.accessibilityLabelBlock = {
            count += 1
            return "Block \(count)"
        }
        #expect(view.accessibilityLabel == "Block 1")
        #expect(view.accessibilityLabel == "Block 2")
        view.accessibilityLabelBlock = nil
        #expect(view.accessibilityLabel == "Stored")
    }

    @Test("a custom action keeps its name in step with the attributed name and runs its handler")
    func customAction() {
        let action = UIAccessibilityCustomAction(name: "Delete") { action in
            Log.shared.append("handled \(action.name)")
            return true
        }
        let log = Log.start()
        #expect(action.actionHandler?(action) == true)
        #expect(log.take() == ["handled Delete"])
        action.attributedName = NSAttributedString(string: "Remove")
        #expect(action.name == "Remove")
        let targeted = UIAccessibilityCustomAction(
            name: "Archive", target: nil, selector: Selector("archive"))
        #expect(targeted.selector == Selector("archive") && targeted.actionHandler == nil)
    }
}
