// ViewLifecycle · HeadlessUIKitTests

import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: UIBarButtonItem.h (iOS 17.4 SDK): target-action initializers, spaces and groups.
@Suite(.serialized, .headlessWorld) @MainActor struct UIBarButtonItemAdditionsTests {
    @Test("target-action initializers keep the title, style, target and selector")
    func targetAction() {
        let target = UIViewController()
        let item = UIBarButtonItem(title: "Edit", style: .done, target: target, action: Selector("edit"))
        #expect(item.title == "Edit" && item.style == .done)
        #expect(item.target === target && item.action == Selector("edit"))
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(add.action == nil && add.target == nil)
        let menuItem = UIBarButtonItem(
            title: "More", image: nil, target: target, action: nil, menu: UIMenu(title: "", children: []))
        #expect(menuItem.menu != nil && menuItem.target === target)
    }

    @Test("a fixed space keeps its width; a group holds the item alone")
    func spacesAndGroups() {
        #expect(UIBarButtonItem.fixedSpace(12).width == 12)
        #expect(UIBarButtonItem.flexibleSpace().width == 0)
        let item = UIBarButtonItem(title: "Share", style: .plain, target: nil, action: nil)
        #expect(item.creatingFixedGroup().barButtonItems == [item])
        #expect(
            item.creatingOptionalGroup(customizationIdentifier: "share", isInDefaultCustomization: true)
                .barButtonItems == [item])
    }
}
