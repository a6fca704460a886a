// ViewLifecycle · HeadlessSwiftUI

/// What share links shared in the current world, oldest first (a world part, so
/// `Headless.reset()` clears it): there is no share sheet to hand it to.
@MainActor
final class SharedContent: HeadlessWorldPart {
    /// The current world's record.
    static var current: SharedContent { HeadlessWorld.shared.part(SharedContent.self) }

    /// The shares so far.
    var shares: [Headless.Share] = []

    nonisolated init() {}

    nonisolated func tearDown() {}
}
