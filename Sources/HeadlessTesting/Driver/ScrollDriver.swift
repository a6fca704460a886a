// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

/// Finds the scrollable a scroll call names among those on screen.
@MainActor
enum ScrollDriver {
    /// The scroll state of the scrollable `scrollable` names.
    static func state(_ scrollable: Headless.Scrollable) throws -> ScrollState {
        let states = ScrollRegistry.current.onScreen
        switch scrollable.choice {
        case .position(let index):
            guard states.indices.contains(index) else {
                throw Headless.DriverError(
                    states.isEmpty
                        ? "No scroll view or list on screen."
                        : "No scroll view or list number \(index) on screen: there are \(states.count).")
            }
            return states[index]
        case .containing(let locator):
            // Innermost: the last built of those showing it.
            let showing = states.filter { state in
                guard let node = state.node else { return false }
                return ViewGraph.screenElements(under: node).flatMap(\.selfAndDescendants).contains {
                    ScreenDriver.matches(locator, $0, partly: false)
                }
            }
            guard let state = showing.last else {
                throw Headless.DriverError("No scroll view or list on screen shows an element \(locator).")
            }
            return state
        }
    }

    /// A target's id as a message shows it.
    static func describe(_ target: Headless.ScrollTarget) -> String {
        if case .row(let id, _) = target.place { return "\(id.base)" }
        return ""
    }
}
