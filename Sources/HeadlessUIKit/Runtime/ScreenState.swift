// ViewLifecycle · HeadlessUIKit

/// The world's screen size, kept as a world part so `Headless.reset()` brings back the default.
@MainActor
final class ScreenState: HeadlessWorldPart {
    /// The simulated screen (the windows' size).
    var size = Headless.ScreenSize.iPhone
    /// Traits made for the current size, shared until the size changes.
    private var cachedTraits: UITraitCollection?

    init() {}

    /// The traits of windows of the current size.
    var traits: UITraitCollection {
        if let cachedTraits { return cachedTraits }
        let made = UITraitCollection(screen: size)
        cachedTraits = made
        return made
    }

    /// Sets the size and forgets the traits made for the old one.
    func setSize(_ newSize: Headless.ScreenSize) {
        size = newSize
        cachedTraits = nil
    }

    func tearDown() {}
}
