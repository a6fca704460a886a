// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// A screen that reads its traits in viewIsAppearing, where Apple says they are up to date.
final class SnippetTraitScreen: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(label)
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            label.centerYAnchor.constraint(equalTo: view.centerYAnchor),
        ])
    }

    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        let compact = traitCollection.horizontalSizeClass == .compact
        label.text = compact ? "compact" : "regular"
        view.backgroundColor = traitCollection.userInterfaceStyle == .dark ? .black : .systemBackground
    }
}

// Source: apple-api.md, viewIsAppearing(_:): the view's traits and geometry are up to date there.
// The headless traits are a plain value: an iPhone in portrait, light mode.
@Suite(.serialized, .headlessWorld) @MainActor struct TraitsSnippetTests {
    @Test("viewIsAppearing reads the trait collection of an iPhone in portrait")
    func readTraits() {
        _ = Log.start()
        let screen = SnippetTraitScreen()
        let window = showOnScreen(screen, log: .shared)
        #expect(screen.label.text == "compact")
        #expect(screen.view.backgroundColor == .systemBackground)
        #expect(screen.view.constraints.count == 2)
        withExtendedLifetime(window) {}
    }
}
