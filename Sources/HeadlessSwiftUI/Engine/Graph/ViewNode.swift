// ViewLifecycle · HeadlessSwiftUI

/// One identity in the view graph: the latest view value, its state, its children and its
/// behaviour. It lives as long as its identity and no longer.
///
/// Parents own children; a child knows its parent and graph weakly, so a subtree that leaves the
/// graph is freed with everything it holds (state boxes, behaviours, observation tokens).
@MainActor
package final class ViewNode {
    /// The node's identity within its parent.
    package let key: ChildKey
    /// Distance from the root; dirty nodes are updated parents first.
    let depth: Int
    /// The view value of the latest update.
    package var view: any View
    /// The environment the parent passed down.
    package var environment: EnvironmentValues
    /// The environment this node passed to its children last time (for reuse when unchanged).
    var childEnvironment: EnvironmentValues?
    /// The environment `childEnvironment` was derived from.
    var childEnvironmentParent = EnvironmentValues()
    package weak var parent: ViewNode?
    weak var graph: ViewGraph?
    package var children: [ViewNode] = []
    /// Whether a state, observation or environment change asked for this node's body again.
    var isDirty = false
    /// False once the node has left the graph.
    var isMounted = true
    /// State boxes by the property's label, made on the first update and kept for the identity.
    var stateBoxes: [String: AnyObject] = [:]
    /// Environment values the last `body` read, with how to tell whether each changed.
    var environmentReads: [EnvironmentRead] = []
    /// Built-in modifier behaviour (appearance actions, a task, a change observer), if any.
    package var behavior: NodeBehavior?
    /// Counts `body` runs, so an observation token from an older run is ignored.
    var observationGeneration = 0
    /// The observation token of the latest `body`, weakly (the registrar holds it).
    weak var observation: ObservationToken?
    /// For a custom `ViewModifier`'s node: the content its `body(content:)` placeholder shows.
    var modifierContent: (any View)?
    /// For a custom `ViewModifier`'s node: the modifier's type, which its placeholder looks for.
    var modifierType: ObjectIdentifier?
    /// Whether a `.transition(.identity)` applies here: removal then happens before insertions.
    var hasIdentityTransition = false
    /// Whether this node is a modifier or identity wrapper around its single content child.
    var isWrapper = false
    /// Whether the node is a container or wrapper that is always brought up to date with its
    /// parent (its children compare their own inputs).
    var alwaysUpdates = false
    /// Scratch state a primitive keeps between updates (a `ForEach`'s element count).
    var scratch: Int?

    init(key: ChildKey, view: any View, environment: EnvironmentValues, parent: ViewNode?, graph: ViewGraph) {
        self.key = key
        self.view = view
        self.environment = environment
        self.parent = parent
        self.graph = graph
        self.depth = (parent?.depth ?? -1) + 1
        SwiftUIRuntime.current.nodesCreated += 1
    }

    /// Marks the node for a new `body` in the next update, scheduling one if none is pending.
    package func invalidate() {
        guard isMounted, !isDirty else { return }
        isDirty = true
        graph?.scheduleUpdate(of: self)
    }

    /// Called by an observation token when a value the latest `body` read is about to change.
    func observedChange(generation: Int) {
        guard generation == observationGeneration else { return }
        invalidate()
    }
}

/// One environment value a `body` read, and how to tell whether a new environment changes it.
struct EnvironmentRead {
    let changed: (EnvironmentValues, EnvironmentValues) -> Bool
}
