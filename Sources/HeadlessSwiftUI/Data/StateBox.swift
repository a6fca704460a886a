// ViewLifecycle · HeadlessSwiftUI

/// The storage behind one `@State` property.
///
/// A fresh view struct carries a fresh box with the initial value; when the graph binds it to a
/// node that already has storage for the property, the fresh box forwards to that one, so every
/// copy of the view reads and writes the identity's value.
final class StateBox<Value>: @unchecked Sendable {
    private var storedValue: Value
    /// The identity's box, when this one was made by a later copy of the view.
    private var target: StateBox<Value>?
    /// The node whose body reads this state.
    nonisolated(unsafe) weak var node: ViewNode?

    init(_ value: Value) {
        storedValue = value
    }

    /// The box that holds the identity's value.
    var resolved: StateBox<Value> { target ?? self }

    var value: Value { resolved.storedValue }

    /// Writes a new value and invalidates the node, unless the write is made during a view update
    /// (a `body`, or a representable's `make…`/`update…`: ignored with SwiftUI's warning) or
    /// leaves the value equal.
    func write(_ newValue: Value) {
        let box = resolved
        nonisolated(unsafe) let value = newValue
        onMainActor { box.writeOnMain(value) }
    }

    @MainActor
    private func writeOnMain(_ newValue: Value) {
        let runtime = SwiftUIRuntime.current
        if runtime.updateDepth > 0, node != nil {
            runtime.warn("Modifying state during view update, this will cause undefined behavior.")
            return
        }
        if valuesEqual(storedValue, newValue) == true { return }
        storedValue = newValue
        node?.invalidate()
    }

    @MainActor
    func bind(to node: ViewNode, label: String) {
        if let existing = node.stateBoxes[label] as? StateBox<Value> {
            if existing !== self { target = existing }
        } else {
            target = nil
            self.node = node
            node.stateBoxes[label] = self
        }
    }
}
