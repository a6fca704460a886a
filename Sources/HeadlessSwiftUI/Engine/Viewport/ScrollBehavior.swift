// ViewLifecycle · HeadlessSwiftUI

/// What a `ScrollView` keeps for its identity: where it is scrolled to.
final class ScrollBehavior: NodeBehavior {
    /// The scroll position and the lazy containers inside.
    let state: ScrollState

    init(state: ScrollState) {
        self.state = state
    }

    /// The behaviour of a scroll view's node, made (and registered with the driver) the first
    /// time it renders.
    static func of(_ node: ViewNode, axes: Axis.Set) -> ScrollBehavior {
        if let existing = node.behavior as? ScrollBehavior { return existing }
        let behavior = ScrollBehavior(state: ScrollState(axes: axes, node: node))
        node.behavior = behavior
        ScrollRegistry.current.register(behavior.state)
        return behavior
    }

    override var dumpDescription: String? {
        "offset (\(Int(state.offset.x)), \(Int(state.offset.y)))"
    }
}
