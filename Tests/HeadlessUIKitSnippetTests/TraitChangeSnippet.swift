// ViewLifecycle · HeadlessUIKitSnippetTests

import Testing

/// The app's colour theme, a custom trait as WWDC23 "Unleash the UIKit trait system" defines one.
struct SnippetThemeTrait: UITraitDefinition {
    static let defaultValue = "standard"
    static let affectsColorAppearance = true
}

/// A screen that follows the interface style and the theme with iOS 17's trait registration.
final class SnippetThemedScreen: UIViewController {
    let label = UILabel()
    private(set) var changes: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        registerForTraitChanges([UITraitUserInterfaceStyle.self, SnippetThemeTrait.self]) {
            (self: Self, previous: UITraitCollection) in
            self.changes.append(
                "\(previous[SnippetThemeTrait.self]) -> \(self.traitCollection[SnippetThemeTrait.self])")
            self.label.text = self.traitCollection.userInterfaceStyle == .dark ? "dark" : "light"
        }
    }
}

// Sources: iOS 17.4 SDK declarations (UIView.h, UIViewController.h: updateTraitsIfNeeded "forces an
// immediate trait update ... trait change callbacks are sent synchronously"); WWDC23 "Unleash the
// UIKit trait system" (https://wwdcnotes.com/notes/wwdc23/10057/) for overrides flowing down from a
// controller to its view's subviews. The headless runtime tells the change as the override is set;
// `updateTraitsIfNeeded()` makes a device do the same before the expectations.
@Suite(.serialized, .headlessWorld) @MainActor struct TraitChangeSnippetTests {
    @Test("an override of style and theme reaches the screen's handler with the previous traits")
    func overrideCallsTheHandler() {
        _ = Log.start()
        let screen = SnippetThemedScreen()
        let window = showOnScreen(screen, log: .shared)
        screen.traitOverrides.userInterfaceStyle = .dark
        screen.traitOverrides[SnippetThemeTrait.self] = "ocean"
        screen.updateTraitsIfNeeded()
        #expect(screen.label.text == "dark")
        #expect(screen.changes.last == "standard -> ocean")
        #expect(screen.label.traitCollection[SnippetThemeTrait.self] == "ocean")
        withExtendedLifetime(window) {}
    }
}
