// ViewLifecycle · HeadlessSwiftUI

/// Where focused values come from and who reads them, across every graph: the views a
/// `focused(...)` binding ties to a focus state, the nodes of the publishing modifiers, and the
/// nodes whose dynamic properties read the values.
///
/// A reader reads the values when its node is bound, before `body`; after each graph update
/// (focus moved, a published value changed, a publisher left, the scene phase changed) every
/// reader whose value changed is invalidated. No graph pays anything while nobody reads.
@MainActor
enum FocusedValueRegistry {
    private struct Entry {
        weak var node: ViewNode?
    }

    private static var targets: [Entry] = []
    private static var publishers: [Entry] = []
    private static var readers: [Entry] = []

    /// Registers the node of a `focused(...)` modifier, which can hold focus.
    static func registerTarget(_ node: ViewNode) {
        register(node, in: &targets)
    }

    /// Registers the node of a `focusedValue` or `focusedSceneValue` modifier.
    static func registerPublisher(_ node: ViewNode) {
        register(node, in: &publishers)
    }

    /// Reads a focused value for the property under `label` of `node`, and keeps reading it for
    /// the node: it is invalidated when what `read` answers changes.
    static func read<Value>(
        for node: ViewNode, label: String, _ read: @escaping (FocusedValues) -> Value?
    ) -> Value? {
        let key = label + "#focusedValue"
        let reader: FocusedValueReader
        if let existing = node.stateBoxes[key] as? FocusedValueReader {
            reader = existing
        } else {
            reader = FocusedValueReader()
            node.stateBoxes[key] = reader
            if !readers.contains(where: { $0.node === node }) { register(node, in: &readers) }
        }
        let value = read(currentValues())
        reader.read = { read($0) as Any }
        reader.lastValue = value as Any
        return value
    }

    /// After `graph`'s update: invalidates each reader whose value changed.
    static func check() {
        guard !readers.isEmpty else { return }
        prune(&readers)
        let values = currentValues()
        for node in readers.compactMap(\.node) where node.isMounted {
            let changed = node.stateBoxes.values.contains { box in
                guard let reader = box as? FocusedValueReader else { return false }
                return !InputComparison.same(reader.lastValue, reader.read(values))
            }
            if changed { node.invalidate() }
        }
    }

    /// The values now: the active scene's, then those on the focused view's path, outermost
    /// first so the innermost wins.
    static func currentValues() -> FocusedValues {
        var values = FocusedValues()
        prune(&publishers)
        if SwiftUIRuntime.current.scenePhase == .active {
            for node in publishers.compactMap(\.node) where node.isMounted {
                guard let behavior = node.behavior as? FocusedValueBehavior, behavior.isScene else {
                    continue
                }
                behavior.publish(&values)
            }
        }
        guard let focused = focusedNode() else { return values }
        for node in pathNodes(to: focused) {
            (node.behavior as? FocusedValueBehavior)?.publish(&values)
        }
        return values
    }

    /// The node of the first `focused(...)` modifier, in the order they were mounted, whose
    /// focus state names it.
    private static func focusedNode() -> ViewNode? {
        prune(&targets)
        return targets.lazy.compactMap(\.node).first { node in
            node.isMounted && (node.behavior as? FocusBehavior)?.target?.isFocused == true
        }
    }

    /// The focused node's ancestors from its graph's root, the node, then the modifiers between
    /// it and the view it modifies (a `focusedValue` written before `focused(...)`).
    private static func pathNodes(to focused: ViewNode) -> [ViewNode] {
        var path: [ViewNode] = []
        var current: ViewNode? = focused
        while let node = current {
            path.append(node)
            current = node.parent
        }
        path.reverse()
        var wrapper = focused
        while wrapper.isWrapper, let content = wrapper.children.first {
            path.append(content)
            wrapper = content
        }
        return path
    }

    private static func register(_ node: ViewNode, in entries: inout [Entry]) {
        prune(&entries)
        entries.append(Entry(node: node))
    }

    private static func prune(_ entries: inout [Entry]) {
        entries.removeAll { $0.node == nil || $0.node?.isMounted == false }
    }
}

/// What one focused-value property of a node read last, and how to read it again.
final class FocusedValueReader {
    var read: (FocusedValues) -> Any = { _ in () }
    var lastValue: Any = ()
}
