// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// An editor shown in a navigation controller presented full screen, with bar buttons.
final class SnippetEditor: SnippetScreen {
    var saved = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Edit"
        view.backgroundColor = .systemBackground
        navigationItem.leftBarButtonItem = UIBarButtonItem(
            systemItem: .cancel, primaryAction: UIAction { [weak self] _ in self?.dismiss(animated: true) })
        navigationItem.rightBarButtonItem = UIBarButtonItem(
            title: "Save", image: nil,
            primaryAction: UIAction(title: "Save") { [weak self] _ in
                self?.saved = true
                self?.dismiss(animated: true)
            })
        navigationItem.rightBarButtonItem?.style = .done
    }
}

// Source: traces 02, 05, 06 (full-screen present and dismiss: the appearing side's viewDidAppear
// comes before the disappearing side's viewDidDisappear).
@Suite(.serialized, .headlessWorld) @MainActor struct PresentedNavigationSnippetTests {
    @Test("a navigation controller presented full screen takes the presenter off screen and back")
    func presentFullScreen() throws {
        _ = Log.start()
        let home = SnippetScreen("Home")
        let window = showOnScreen(home, log: .shared)
        let editor = SnippetEditor("Editor")
        let nav = UINavigationController(rootViewController: editor)
        nav.modalPresentationStyle = .fullScreen
        home.present(nav, animated: true)
        Driver.runUntilIdle()
        #expect(
            Log.shared.take() == [
                "Home viewWillDisappear", "Editor viewWillAppear", "Editor viewDidAppear",
                "Home viewDidDisappear",
            ])
        let save = try #require(editor.navigationItem.rightBarButtonItem)
        #expect(save.title == "Save")
        #expect(editor.navigationItem.leftBarButtonItem != nil)
        #if !canImport(UIKit)
            Headless.tap(save)
            Headless.runUntilIdle()
            #expect(editor.saved)
            #expect(
                Log.shared.take() == [
                    "Editor viewWillDisappear", "Home viewWillAppear", "Home viewDidAppear",
                    "Editor viewDidDisappear",
                ])
        #endif
        withExtendedLifetime(window) {}
    }
}
