// ViewLifecycle · HeadlessPlaygroundSupport

import HeadlessSwiftUI

/// The playground page of one headless world, so each world (each test) starts with an empty
/// page and the old page's live view goes with the old world.
@MainActor
final class PlaygroundPageState: HeadlessWorldPart {
    var page = PlaygroundPage()

    init() {}

    func tearDown() {
        page = PlaygroundPage()
    }
}
