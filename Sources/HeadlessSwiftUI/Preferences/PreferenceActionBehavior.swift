// ViewLifecycle · HeadlessSwiftUI

/// The state of one `onPreferenceChange` node: the value it last saw, and the check the graph
/// runs after each update (registered with `PreferenceObservers` while the node is mounted).
final class PreferenceActionBehavior: NodeBehavior {
    /// The value seen at the last check, or nil before the first.
    var lastValue: Any?
    /// Reads the value and queues the action when it changed.
    var check: (@MainActor () -> Void)?

    @MainActor
    static func of(_ node: ViewNode) -> PreferenceActionBehavior {
        if let existing = node.behavior as? PreferenceActionBehavior { return existing }
        let made = PreferenceActionBehavior()
        node.behavior = made
        PreferenceObservers.register(node)
        return made
    }
}
