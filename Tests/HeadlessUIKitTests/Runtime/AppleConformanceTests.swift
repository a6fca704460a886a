// ViewLifecycle · HeadlessUIKitTests

import Foundation
import HeadlessTestSupport
import HeadlessUIKit
import Testing

// Source: the iOS 17.4 SDK's UIKit interface, which declares these conformances (edit actions,
// which a UIKit subclass overrides, as ios-typecheck confirmed; spring loading,
// content size category adjusting, popover source items, dynamic items, accessibility
// identification, trait environments); app code passes UIKit objects as these protocols.

/// A label that copies its text, as apps write one (the same override type-checks against the
/// iOS SDK).
private final class CopyableLabel: UILabel {
    override func copy(_ sender: Any?) {
        UIPasteboard.general.string = text
    }
}

@Suite(.serialized, .headlessWorld) @MainActor struct AppleConformanceTests {
    @Test("a responder's standard edit actions can be overridden; the default does nothing")
    func editActions() {
        _ = Log.start()
        let label = CopyableLabel()
        label.text = "Copied"
        let actions: any UIResponderStandardEditActions = label
        actions.copy(nil)
        #expect(UIPasteboard.general.string == "Copied")
        UIView().copy(nil)
        UIView().paste(nil)
        #expect(UIPasteboard.general.string == "Copied")
    }

    @Test("spring loading is kept per object, off until set")
    func springLoading() {
        let supporters: [any UISpringLoadedInteractionSupporting] = [
            UIButton(), UIBarButtonItem(), UITabBarItem(), UITableView(), UISegmentedControl(), UITabBar(),
            UIAlertController(title: nil, message: nil, preferredStyle: .alert),
            UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout()),
        ]
        #expect(supporters.map(\.isSpringLoaded) == Array(repeating: false, count: 8))
        for supporter in supporters { supporter.isSpringLoaded = true }
        #expect(supporters.map(\.isSpringLoaded) == Array(repeating: true, count: 8))
    }

    @Test("text views adjust to the content size category when asked, as labels do")
    func contentSizeCategory() {
        let adjusting: [any UIContentSizeCategoryAdjusting] = [UILabel(), UITextField(), UITextView()]
        #expect(adjusting.map(\.adjustsFontForContentSizeCategory) == [false, false, false])
        for object in adjusting { object.adjustsFontForContentSizeCategory = true }
        #expect(adjusting.map(\.adjustsFontForContentSizeCategory) == [true, true, true])
    }

    @Test("bar items and views are popover sources; bar items, actions and elements keep identifiers")
    func sourcesAndIdentifiers() {
        let button = UIBarButtonItem(title: "Share")
        let sources: [any UIPopoverPresentationControllerSourceItem] = [button, UIView(), UILayoutGuide()]
        #expect(sources.count == 3)
        let identified: [any UIAccessibilityIdentification] = [
            button, UIAlertAction(title: "OK", style: .default), UIAction(title: "Copy") { _ in }, UIView(),
        ]
        for (index, object) in identified.enumerated() { object.accessibilityIdentifier = "item \(index)" }
        #expect(identified.map(\.accessibilityIdentifier) == ["item 0", "item 1", "item 2", "item 3"])
    }

    @Test(
        "a view is a dynamic item over its frame; a child gets its parent's size; the screen is a trait environment"
    )
    func dynamicItemsAndTraits() {
        let item: any UIDynamicItem = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 20))
        item.center = CGPoint(x: 100, y: 100)
        #expect(item.bounds == CGRect(x: 0, y: 0, width: 40, height: 20))
        #expect((item as? UIView)?.frame == CGRect(x: 80, y: 90, width: 40, height: 20))
        let child: any UIContentContainer = UIViewController()
        let parentSize = CGSize(width: 320, height: 480)
        #expect(
            UIViewController().size(forChildContentContainer: child, withParentContainerSize: parentSize)
                == parentSize)
        let environment: any UITraitEnvironment = UIScreen.main
        #expect(environment.traitCollection.horizontalSizeClass == .compact)
        #expect(environment.traitCollection.userInterfaceIdiom == .phone)
    }
}
