// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `focused(_:)` and `focused(_:equals:)`: the view below has focus when
/// the binding holds `value`.
struct _FocusedModifier<Value: Hashable>: ViewModifier, PrimitiveModifier, FocusTarget {
    typealias Body = Never
    var binding: FocusState<Value>.Binding
    var value: Value

    var isFocused: Bool { binding.wrappedValue == value }

    func focus() { binding.wrappedValue = value }

    func resign() {
        if isFocused { binding.wrappedValue = binding.unfocused }
    }

    /// Keeps the latest value on the node, so focus is cleared when the node leaves the graph
    /// and focused values find the view that has focus.
    func update(_ node: ViewNode, graph: ViewGraph) {
        let behavior: FocusBehavior
        if let existing = node.behavior as? FocusBehavior {
            behavior = existing
        } else {
            behavior = FocusBehavior()
            node.behavior = behavior
            FocusedValueRegistry.registerTarget(node)
        }
        behavior.target = self
        behavior.graph = graph
    }
}

/// A view tied to a focus state: what the driver focuses before typing into a field.
@MainActor
protocol FocusTarget {
    /// Whether the focus state currently names this view.
    var isFocused: Bool { get }
    /// Moves focus here.
    func focus()
    /// Clears the focus state if it names this view.
    func resign()
}

extension View {
    /// Modifies this view by binding its focus state to the given state value.
    ///
    /// - Parameters:
    ///   - binding: The state binding to register.
    ///   - value: The value to match against when determining whether the binding should change.
    /// - Returns: The modified view.
    public func focused<Value>(_ binding: FocusState<Value>.Binding, equals value: Value) -> some View
    where Value: Hashable {
        modifier(_FocusedModifier(binding: binding, value: value))
    }

    /// Modifies this view by binding its focus state to the given Boolean state value.
    ///
    /// - Parameter condition: The focus state to bind.
    /// - Returns: The modified view.
    public func focused(_ condition: FocusState<Bool>.Binding) -> some View {
        modifier(_FocusedModifier(binding: condition, value: true))
    }
}
