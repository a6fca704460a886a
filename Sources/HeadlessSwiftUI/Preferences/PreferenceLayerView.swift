// ViewLifecycle · HeadlessSwiftUI

/// The layer `overlayPreferenceValue`/`backgroundPreferenceValue` adds beside its content: the
/// views `transform` makes from the content's reduced value for `Key`.
///
/// It is the content's sibling after it, so when it is built the content is up to date and its
/// value is read then: `transform` runs once per build, with the value of that moment. After an
/// update that changed the value without rebuilding the layer (a state change inside the
/// content), `PreferenceObservers` rebuilds it within the same update.
struct PreferenceLayerView<Key: PreferenceKey, Layer: View>: View, PrimitiveView {
    typealias Body = Never
    let transform: (Key.Value) -> Layer

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let behavior = PreferenceLayerBehavior.of(node)
        let value = Self.contentValue(beside: node)
        // As `Any`, not `Any?`: a nil optional value is a value the layer was built from.
        behavior.builtValue = value as Any
        behavior.read = { [weak node] in
            guard let node else { return Key.defaultValue }
            return Self.contentValue(beside: node)
        }
        list.append(.content, transform(value))
    }

    /// The value for `Key` of the content beside the layer at `node`.
    static func contentValue(beside node: ViewNode) -> Key.Value {
        guard let content = node.parent?.children.first(where: { $0.key.tag == .content }) else {
            return Key.defaultValue
        }
        return PreferenceValues.value(of: Key.self, under: content)
    }
}
