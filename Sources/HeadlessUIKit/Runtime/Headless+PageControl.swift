// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// Taps the page control named `identifier` beside its current dot, as the user does: the
    /// page moves one forward (or back) and `.valueChanged` is sent; a tap past the last (or
    /// first) page changes nothing. Runs until idle.
    ///
    /// - Parameters:
    ///   - identifier: The page control's identifier or label.
    ///   - forward: Whether to tap after the current dot (else before it).
    /// - Throws: `Headless.ControlError` when no enabled page control has that name.
    public static func tapPageControl(_ identifier: String, forward: Bool = true) throws {
        let control = try ControlFinder.find(identifier, as: UIPageControl.self, to: "tapped")
        ControlFinder.play { control.userTaps(forward: forward) }
    }
}
