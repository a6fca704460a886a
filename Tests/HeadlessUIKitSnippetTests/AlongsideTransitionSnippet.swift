// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A screen that fades its content in alongside the push that shows it.
final class SnippetFadingScreen: SnippetScreen {
    var progress: [String] = []

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        view.alpha = 0
        if let coordinator = transitionCoordinator {
            coordinator.animate(
                alongsideTransition: { context in
                    self.view.alpha = 1
                    self.progress.append("alongside animated=\(context.isAnimated)")
                },
                completion: { context in
                    self.progress.append("completion cancelled=\(context.isCancelled)")
                })
        } else {
            view.alpha = 1
        }
    }
}

// Source: apple-api.md, UIViewControllerTransitionCoordinator: the alongside block runs with the
// transition's animation, the completion when it ends.
@Suite(.serialized, .headlessWorld) @MainActor struct AlongsideTransitionSnippetTests {
    @Test("animate(alongsideTransition:) in viewWillAppear runs with the push and completes after it")
    func alongsidePush() {
        _ = Log.start()
        let nav = UINavigationController(rootViewController: SnippetScreen("Root"))
        let window = showOnScreen(nav, log: .shared)
        let pushed = SnippetFadingScreen("Pushed")
        nav.pushViewController(pushed, animated: true)
        #expect(pushed.progress == ["alongside animated=true"])
        #expect(pushed.view.alpha == 1)
        Driver.runUntilIdle()
        #expect(pushed.progress == ["alongside animated=true", "completion cancelled=false"])
        withExtendedLifetime(window) {}
    }
}
