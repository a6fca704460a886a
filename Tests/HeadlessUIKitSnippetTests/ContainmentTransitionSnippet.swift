// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A custom container that swaps its two children with `transition(from:to:…)`, as device code does.
final class SnippetSwitcher: UIViewController {
    let first = SnippetScreen("First")
    let second = SnippetScreen("Second")

    override func viewDidLoad() {
        super.viewDidLoad()
        addChild(first)
        first.view.frame = view.bounds
        first.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(first.view)
        first.didMove(toParent: self)
    }

    func showSecond(completion: @escaping (Bool) -> Void) {
        first.willMove(toParent: nil)
        addChild(second)
        second.view.alpha = 0
        transition(
            from: first, to: second, duration: 0.3, options: [.transitionCrossDissolve],
            animations: { self.second.view.alpha = 1 },
            completion: { finished in
                self.first.removeFromParent()
                self.second.didMove(toParent: self)
                completion(finished)
            })
    }
}

// Source for the order: no printed log of transition(from:to:…) exists (research notes G); UIKit
// switches tabs with it (iphonedevwiki.net/index.php/UITabBarController), so it follows the tab
// switch's observed order. A guess, marked as such in Docs/HeadlessUIKit.md.
@Suite(.serialized, .headlessWorld) @MainActor struct ContainmentTransitionSnippetTests {
    @Test("transition(from:to:) swaps two children with both children's appearance callbacks")
    func swapChildren() {
        _ = Log.start()
        let switcher = SnippetSwitcher()
        let window = showOnScreen(switcher, log: .shared)
        var finished: Bool?
        switcher.showSecond { finished = $0 }
        Driver.runUntilIdle()
        #expect(
            Log.shared.take() == [
                "Second viewWillAppear", "First viewWillDisappear", "First viewDidDisappear",
                "Second viewDidAppear",
            ])
        #expect(finished == true)
        #expect(switcher.children == [switcher.second])
        #expect(switcher.second.view.superview === switcher.view)
        #expect(switcher.first.view.superview == nil)
        withExtendedLifetime(window) {}
    }
}
