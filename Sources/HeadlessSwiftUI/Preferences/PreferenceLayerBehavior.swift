// ViewLifecycle · HeadlessSwiftUI

/// The state of one `overlayPreferenceValue`/`backgroundPreferenceValue` layer: the value its
/// views were last built from, and how to read the value now (registered with
/// `PreferenceObservers` while the node is mounted).
final class PreferenceLayerBehavior: NodeBehavior {
    /// The value the layer's views were last built from.
    var builtValue: Any?
    /// Reads the content's value now.
    var read: (@MainActor () -> Any)?

    /// Whether the content's value differs from the one the views were built from (a value that
    /// is not `Equatable` is taken as changed, so its layer is rebuilt after each update).
    @MainActor
    var isStale: Bool {
        guard let read, let builtValue else { return false }
        return !(valuesEqual(builtValue, read()) ?? false)
    }

    @MainActor
    static func of(_ node: ViewNode) -> PreferenceLayerBehavior {
        if let existing = node.behavior as? PreferenceLayerBehavior { return existing }
        let made = PreferenceLayerBehavior()
        node.behavior = made
        PreferenceObservers.registerLayer(node)
        return made
    }
}
