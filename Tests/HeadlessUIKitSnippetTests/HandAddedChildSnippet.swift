// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// An overlay that shows itself over a navigation controller by hand, driving its own appearance
/// with begin/endAppearanceTransition because the navigation controller forwards nothing to a child
/// it does not manage.
final class SnippetOverlay: SnippetScreen {
    /// Adds the overlay over `navigation`'s content, telling it that it appears.
    func show(over navigation: UINavigationController) {
        navigation.addChild(self)
        beginAppearanceTransition(true, animated: false)
        navigation.view.addSubview(view)
        endAppearanceTransition()
        didMove(toParent: navigation)
    }

    /// Takes the overlay away, telling it that it disappears.
    func hide() {
        willMove(toParent: nil)
        beginAppearanceTransition(false, animated: false)
        view.removeFromSuperview()
        endAppearanceTransition()
        removeFromParent()
    }
}

// Source: https://www.iloveanan.com/uinavigationcontroller-add-child-view-controller.html (a child
// added to a UINavigationController by addChild and addSubview gets only viewDidLoad; the
// begin/endAppearanceTransition calls give it its appearance), and the forwarding rules of
// https://developer.apple.com/documentation/uikit/uiviewcontroller/beginappearancetransition(_:animated:).
@Suite(.serialized, .headlessWorld) @MainActor struct HandAddedChildSnippetTests {
    @Test("an overlay added by hand to a navigation controller hears only what it sends itself")
    func overlayOverNavigation() {
        _ = Log.start()
        let home = SnippetScreen("Home")
        let navigation = UINavigationController(rootViewController: home)
        let window = showOnScreen(navigation, log: .shared)
        let overlay = SnippetOverlay("Overlay")

        overlay.show(over: navigation)
        Driver.runUntilIdle()
        #expect(Log.shared.take() == ["Overlay viewWillAppear", "Overlay viewDidAppear"])

        navigation.pushViewController(SnippetScreen("Detail"), animated: false)
        Driver.runUntilIdle()
        #expect(
            Log.shared.take() == [
                "Home viewWillDisappear", "Detail viewWillAppear", "Home viewDidDisappear",
                "Detail viewDidAppear",
            ])

        overlay.hide()
        Driver.runUntilIdle()
        #expect(Log.shared.take() == ["Overlay viewWillDisappear", "Overlay viewDidDisappear"])
        #expect(navigation.children.count == 2)
        window.isHidden = true
    }
}
