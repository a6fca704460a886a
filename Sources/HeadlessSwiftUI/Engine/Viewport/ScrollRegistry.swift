// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The scrollables of the headless world, in the order they were made, so the driver finds
/// the one a user's finger would drag. `Headless.reset()` starts an empty one.
@MainActor
package final class ScrollRegistry: HeadlessWorldPart {
    /// The registry of the current world.
    package static var current: ScrollRegistry { HeadlessWorld.shared.part(ScrollRegistry.self) }

    private var states: [WeakScrollState] = []

    package nonisolated init() {}

    package nonisolated func tearDown() {}

    /// Adds a scrollable.
    func register(_ state: ScrollState) {
        states.removeAll { $0.state == nil }
        states.append(WeakScrollState(state: state))
    }

    /// The scrollables whose graph is on screen and still holds them, oldest first.
    package var onScreen: [ScrollState] {
        states.compactMap(\.state).filter { state in
            guard let node = state.node, node.isMounted, let graph = node.graph else { return false }
            return graph.isAppeared && ViewportLayout.isAttached(node)
        }
    }
}

/// A scroll state held weakly.
struct WeakScrollState {
    weak var state: ScrollState?
}
