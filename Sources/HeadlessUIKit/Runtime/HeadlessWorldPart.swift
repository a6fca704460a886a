// ViewLifecycle · HeadlessUIKit

/// State that a sibling runtime module keeps in the headless world, so that it lives and dies
/// with the world: `Headless.reset()` tears every part down with UIKit's own state.
///
/// A module asks the world for its part with ``HeadlessWorld/part(_:)``; the world makes one on
/// first use and the next world starts without it.
@MainActor
package protocol HeadlessWorldPart: AnyObject {
    /// Creates the part's empty state for a new world.
    init()

    /// Lets go of everything the part holds, before the world is replaced.
    ///
    /// Called while the old world is still current, so anything freed now records its `deinit`
    /// in this world's trace rather than the next one's.
    func tearDown()
}
