// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `onChange(of:initial:_:)`.
struct _OnChangeModifier<Value: Equatable>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var value: Value
    var initial: Bool
    var action: (Value, Value) -> Void

    func update(_ node: ViewNode, graph: ViewGraph) {
        if let behavior = node.behavior as? OnChangeBehavior<Value> {
            behavior.action = action
            let old = behavior.value
            behavior.value = value
            // Queued in update order, so a child's change runs before its parent's.
            if old != value {
                let new = value
                graph.actions.main.append { [behavior] in behavior.action(old, new) }
            }
        } else {
            node.behavior = OnChangeBehavior(value: value, initial: initial, action: action)
        }
    }
}

/// An `onChange` modifier's last seen value, and whether its initial call is still due.
final class OnChangeBehavior<Value: Equatable>: NodeBehavior {
    var value: Value
    var initialDue: Bool
    var action: (Value, Value) -> Void

    init(value: Value, initial: Bool, action: @escaping (Value, Value) -> Void) {
        self.value = value
        self.initialDue = initial
        self.action = action
    }

    /// `initial: true` calls the action once, when the view first appears, in the order of the
    /// other appearance actions (trace 23).
    override func appear(into queue: inout ActionQueue) {
        guard initialDue else { return }
        initialDue = false
        queue.main.append { [self] in action(value, value) }
    }

    override var dumpDescription: String? { "onChange(\(value))" }
}

extension View {
    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes, given the old and new values.
    /// - Returns: A view that fires an action when the specified value changes.
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void
    ) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: initial, action: action))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes.
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - initial: Whether the action should be run when this view initially appears.
    ///   - action: A closure to run when the value changes.
    /// - Returns: A view that fires an action when the specified value changes.
    public func onChange<V>(
        of value: V, initial: Bool = false, _ action: @escaping () -> Void
    ) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: initial, action: { _, _ in action() }))
    }

    /// Adds a modifier for this view that fires an action when a specific value changes, given
    /// the new value (the form before iOS 17, still common).
    ///
    /// - Parameters:
    ///   - value: The value to check against when determining whether to run the closure.
    ///   - action: A closure to run when the value changes, given the new value.
    /// - Returns: A view that fires an action when the specified value changes.
    @available(
        iOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        macOS, deprecated: 14.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        tvOS, deprecated: 17.0, message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        watchOS, deprecated: 10.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    @available(
        visionOS, deprecated: 1.0,
        message: "Use `onChange` with a two or zero parameter action closure instead."
    )
    public func onChange<V>(
        of value: V, perform action: @escaping (_ newValue: V) -> Void
    ) -> some View where V: Equatable {
        modifier(_OnChangeModifier(value: value, initial: false, action: { _, new in action(new) }))
    }
}
