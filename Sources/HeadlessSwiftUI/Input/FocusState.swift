// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that can read and write a value that SwiftUI updates as the placement
/// of focus within the scene changes.
///
/// The value is kept per identity like `@State`; `focused(_:)`/`focused(_:equals:)` tie a
/// view to it, so the driver typing into that view moves focus there.
@propertyWrapper public struct FocusState<Value>: DynamicProperty where Value: Hashable {
    /// A property wrapper type that can read and write a value that indicates the current focus location.
    @propertyWrapper public struct Binding {
        let box: StateBox<Value>
        let unfocused: Value

        /// The underlying value referenced by the bound property.
        public var wrappedValue: Value {
            get { box.resolved.value }
            nonmutating set { box.resolved.write(newValue) }
        }

        /// A projection of the binding value that returns a binding.
        public var projectedValue: FocusState<Value>.Binding { self }
    }

    let box: StateBox<Value>
    let unfocused: Value

    /// The current state value, taking into account whatever bindings might be in effect due to
    /// the current location of focus.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// A projection of the focus state value that returns a binding.
    public var projectedValue: FocusState<Value>.Binding {
        Binding(box: box.resolved, unfocused: unfocused)
    }

    /// Creates a focus state that binds to a Boolean.
    public init() where Value == Bool {
        box = StateBox(false)
        unfocused = false
    }

    /// Creates a focus state that binds to an optional type.
    public init<T>() where Value == T?, T: Hashable {
        box = StateBox(nil)
        unfocused = nil
    }
}

extension FocusState: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        box.bind(to: node, label: label)
    }
}

extension FocusState: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}
