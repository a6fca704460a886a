// ViewLifecycle · HeadlessSwiftUI

/// The `onPreferenceChange` nodes of every graph: after a graph's update, each of its mounted
/// ones reads its content's value. No graph pays anything while none exists.
@MainActor
enum PreferenceObservers {
    private struct Entry {
        weak var node: ViewNode?
    }

    private static var entries: [Entry] = []

    static func register(_ node: ViewNode) {
        entries.removeAll { $0.node == nil || $0.node?.isMounted == false }
        entries.append(Entry(node: node))
    }

    /// Runs the checks of `graph`'s observers, outermost first.
    static func check(in graph: ViewGraph) {
        guard !entries.isEmpty else { return }
        let nodes = entries.compactMap(\.node).filter { $0.graph === graph && $0.isMounted }
        for node in nodes.sorted(by: { $0.depth < $1.depth }) {
            (node.behavior as? PreferenceActionBehavior)?.check?()
        }
    }
}
