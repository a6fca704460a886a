// ViewLifecycle · HeadlessSwiftUI

/// One option of a picker as the graph holds it: its tag and the node whose views label it.
@MainActor
package struct PickerOption {
    /// The value choosing this option writes to the selection.
    package let tag: AnyHashable
    /// The option's node; its subtree's elements are the option's label.
    package let node: ViewNode

    /// The options under `root`, in order: each `tag(_:)` (not looking inside it), and each
    /// `ForEach` element with no tag inside, by its id (SwiftUI's implicit tag).
    package static func options(under root: ViewNode) -> [PickerOption] {
        var result: [PickerOption] = []
        var stack = Array(root.children.reversed())
        while let node = stack.popLast() {
            if let tag = tag(of: node) {
                result.append(PickerOption(tag: tag, node: node))
            } else if case .element(let id) = node.key.tag, !containsTag(node) {
                result.append(PickerOption(tag: id, node: node))
            } else {
                stack.append(contentsOf: node.children.reversed())
            }
        }
        return result
    }

    /// The tag `node` sets, when it is a `tag(_:)` modifier.
    private static func tag(of node: ViewNode) -> AnyHashable? {
        ((node.view as? any ModifierChainLink)?.linkModifier as? _TagModifier)?.tag
    }

    private static func containsTag(_ root: ViewNode) -> Bool {
        root.subtreeParentFirst.contains { tag(of: $0.node) != nil }
    }
}
