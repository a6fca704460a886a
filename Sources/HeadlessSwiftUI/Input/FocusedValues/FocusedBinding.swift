// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper that reads and writes through a binding the focused view, or the active
/// scene, publishes.
@available(iOS 14.0, macOS 11.0, *)
@propertyWrapper public struct FocusedBinding<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Binding<Value>?>
    let box = FocusedValueBox<Binding<Value>>()

    /// Creates a property that reads the focused binding at `keyPath`.
    ///
    /// - Parameter keyPath: The focused binding to read.
    public init(_ keyPath: KeyPath<FocusedValues, Binding<Value>?>) {
        self.keyPath = keyPath
    }

    /// The published binding's value, or `nil` if none is published; writing `nil` does nothing.
    public var wrappedValue: Value? {
        get { box.value?.wrappedValue }
        nonmutating set {
            if let newValue { box.value?.wrappedValue = newValue }
        }
    }

    /// A binding to the published binding's value, `nil` when none is published.
    public var projectedValue: Binding<Value?> {
        let box = box
        return Binding(
            get: { box.value?.wrappedValue },
            set: { newValue in
                if let newValue { box.value?.wrappedValue = newValue }
            })
    }
}

@available(*, unavailable)
extension FocusedBinding: Sendable {}

extension FocusedBinding: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        let keyPath = keyPath
        box.value = FocusedValueRegistry.read(for: node, label: label) { $0[keyPath: keyPath] }
    }
}

extension FocusedBinding: GraphInputComparable {
    /// The binding lives in the graph, so every copy is the same input.
    func isSameGraphInput(as other: Any) -> Bool { true }
}
