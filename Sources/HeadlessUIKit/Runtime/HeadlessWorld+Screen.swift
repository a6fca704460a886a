// ViewLifecycle · HeadlessUIKit

extension HeadlessWorld {
    /// The bounds of the simulated screen: an iPhone 15's points unless a test set another size
    /// (`Headless.setScreenSize(_:)`, `Headless.reset(screenSize:)`).
    package static var screenBounds: CGRect {
        CGRect(origin: .zero, size: shared.screen.size.size)
    }

    /// The screen's state in this world.
    var screen: ScreenState { part(ScreenState.self) }

    /// The traits of this world's windows.
    package var screenTraits: UITraitCollection { screen.traits }
}
