// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper the graph connects to the node before `body` runs.
@MainActor
protocol GraphBoundProperty {
    /// Connects this property, found under `label`, to `node`'s storage.
    func bind(to node: ViewNode, label: String)
}

/// Finds the dynamic properties of a view or modifier by reflection and binds each to the node.
///
/// State boxes are keyed by the property's label (`_count`), so a freshly built struct reads and
/// writes the storage of its identity. Types found to have no dynamic properties are remembered,
/// so plain views pay for reflection once.
@MainActor
enum DynamicPropertyBinder {
    private static var typesWithoutProperties: Set<ObjectIdentifier> = []

    static func bind(_ value: Any, to node: ViewNode) {
        let type = ObjectIdentifier(Swift.type(of: value))
        guard !typesWithoutProperties.contains(type) else { return }
        node.environmentReads.removeAll()
        if !bind(value, to: node, prefix: "") { typesWithoutProperties.insert(type) }
    }

    /// Binds the properties of `value`; returns whether it has any.
    private static func bind(_ value: Any, to node: ViewNode, prefix: String) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            let label = prefix + (child.label ?? "")
            if let property = child.value as? any GraphBoundProperty {
                property.bind(to: node, label: label)
                found = true
            } else if var property = child.value as? any DynamicProperty {
                // A custom dynamic property: bind the wrappers inside it under its label, then
                // call its `update()` before `body`, as SwiftUI does (its own stored fields are a
                // copy here; what it reaches through wrappers and objects is the identity's).
                _ = bind(child.value, to: node, prefix: label + ".")
                property.update()
                found = true
            }
        }
        return found
    }
}
