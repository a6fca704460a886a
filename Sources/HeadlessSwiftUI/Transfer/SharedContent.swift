// ViewLifecycle · HeadlessSwiftUI

/// What share links shared in the current world, oldest first (a world part, so
/// `Headless.reset()` clears it): there is no share sheet to hand it to.
@MainActor
package final class SharedContent: HeadlessWorldPart {
    /// The current world's record.
    package static var current: SharedContent { HeadlessWorld.shared.part(SharedContent.self) }

    /// The shares so far.
    package var shares: [Headless.Share] = []

    package nonisolated init() {}

    package nonisolated func tearDown() {}
}
