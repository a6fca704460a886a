// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The URLs links opened in the current world, oldest first: with no `openURL` action in the
/// environment to hand them to, a link's tap is recorded here (a world part, so
/// `Headless.reset()` clears it).
@MainActor
package final class OpenedURLs: HeadlessWorldPart {
    /// The current world's record.
    package static var current: OpenedURLs { HeadlessWorld.shared.part(OpenedURLs.self) }

    /// The URLs opened so far.
    package var urls: [URL] = []

    package nonisolated init() {}

    package nonisolated func tearDown() {}
}
