// ViewLifecycle · HeadlessSwiftUI

/// Reads a preference's value under a node, children first without recursion (so a deep tree
/// fits the stack): a writer's value replaces its content's, siblings combine with `reduce` in
/// order, a transform changes what its content produced, an anchor modifier resolves its anchor
/// against its content's frame (`AnchorLayout`) as it is read.
@MainActor
enum PreferenceValues {
    static func value<Key: PreferenceKey>(of key: Key.Type, under root: ViewNode) -> Key.Value {
        var values: [ObjectIdentifier: Key.Value] = [:]
        for node in PostOrderNodes(root) {
            var combined: Key.Value?
            for child in node.children {
                guard let next = values.removeValue(forKey: ObjectIdentifier(child)) else { continue }
                if combined == nil {
                    combined = next
                } else {
                    Key.reduce(value: &combined!, nextValue: { next })
                }
            }
            let modifier = (node.view as? any ModifierChainLink)?.linkModifier
            if let writer = modifier as? _PreferenceWritingModifier<Key> {
                combined = writer.value
            } else if let transformer = modifier as? _PreferenceTransformModifier<Key> {
                var value = combined ?? Key.defaultValue
                transformer.transform(&value)
                combined = value
            } else if let anchored = modifier as? any AnchorPreferenceModifier {
                anchored.apply(Key.self, at: node, to: &combined)
            }
            if let combined { values[ObjectIdentifier(node)] = combined }
        }
        return values[ObjectIdentifier(root)] ?? Key.defaultValue
    }
}
