// ViewLifecycle · HeadlessSwiftUI

/// The `onPreferenceChange` nodes and the preference-value layers of every graph: after a
/// graph's update, each of its mounted layers whose content's value changed is rebuilt (deepest
/// first, so an outer layer sees what an inner one produced), then each of its mounted
/// observers reads its content's value. No graph pays anything while none exists.
@MainActor
enum PreferenceObservers {
    private struct Entry {
        weak var node: ViewNode?
    }

    private static var entries: [Entry] = []
    private static var layers: [Entry] = []

    static func register(_ node: ViewNode) {
        entries.removeAll { $0.node == nil || $0.node?.isMounted == false }
        entries.append(Entry(node: node))
    }

    /// Registers a preference-value layer's node.
    static func registerLayer(_ node: ViewNode) {
        layers.removeAll { $0.node == nil || $0.node?.isMounted == false }
        layers.append(Entry(node: node))
    }

    /// Rebuilds `graph`'s stale layers, then runs the checks of its observers, outermost first.
    static func check(in graph: ViewGraph) {
        if !layers.isEmpty { refreshLayers(in: graph) }
        guard !entries.isEmpty else { return }
        let nodes = entries.compactMap(\.node).filter { $0.graph === graph && $0.isMounted }
        for node in nodes.sorted(by: { $0.depth < $1.depth }) {
            (node.behavior as? PreferenceActionBehavior)?.check?()
        }
    }

    /// Rebuilds, within the update, each layer whose content's value changed since it was built.
    private static func refreshLayers(in graph: ViewGraph) {
        // Layers that left their graphs are dropped, so graphs pay nothing once none is left.
        layers.removeAll { $0.node == nil || $0.node?.isMounted == false }
        let nodes = layers.compactMap(\.node).filter { $0.graph === graph && $0.isMounted }
        for node in nodes.sorted(by: { $0.depth > $1.depth }) where node.isMounted {
            guard let behavior = node.behavior as? PreferenceLayerBehavior, behavior.isStale else { continue }
            graph.render(node)
            graph.takeSteps()
        }
    }
}
