// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A screen that tints itself from a colour asset, falling back to a system colour when the
/// asset catalogue lacks it.
final class SnippetBrandedScreen: SnippetScreen {
    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = UIColor(named: "BrandBackground") ?? .systemBackground
    }
}

// Source: UIColor.h (colorNamed: returns nil for a colour the asset catalogue lacks).
@Suite(.serialized, .headlessWorld) @MainActor struct ColorAssetSnippetTests {
    @Test("a missing colour asset is nil, so the screen falls back to its system colour")
    func missingAssetFallsBack() {
        let screen = SnippetBrandedScreen("Branded")
        screen.loadViewIfNeeded()
        #expect(UIColor(named: "BrandBackground") == nil)
        #expect(screen.view.backgroundColor == .systemBackground)
    }
}
