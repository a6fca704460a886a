// ViewLifecycle · HeadlessUIKit

/// The world's `UITraitCollection.current`, kept as a world part so `Headless.reset()` forgets
/// what a test set.
@MainActor
final class CurrentTraits: HeadlessWorldPart {
    /// The collection set as current, or `nil` for the screen's.
    var collection: UITraitCollection?

    init() {}

    func tearDown() { collection = nil }
}
