// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper type that can read and write a value managed by SwiftUI.
///
/// The value belongs to the view's identity: it is made once, the first time the identity
/// appears in the graph, survives every re-creation of the view struct, and is destroyed when the
/// identity leaves. A write schedules one update on the next run-loop turn.
@propertyWrapper public struct State<Value>: DynamicProperty {
    let box: StateBox<Value>

    /// Creates a state property that stores an initial value.
    ///
    /// - Parameter value: An initial value to store in the state property.
    public init(wrappedValue value: Value) {
        box = StateBox(value)
    }

    /// Creates a state property that stores an initial value.
    ///
    /// - Parameter value: An initial value to store in the state property.
    public init(initialValue value: Value) {
        self.init(wrappedValue: value)
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        Binding(location: StateLocation(box: box.resolved))
    }
}

extension State where Value: ExpressibleByNilLiteral {
    /// Creates a state property without an initial value (`nil`).
    public init() {
        self.init(wrappedValue: nil)
    }
}

extension State: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        box.bind(to: node, label: label)
    }
}

extension State: GraphInputComparable {
    func isSameGraphInput(as other: Any) -> Bool { true }
}

/// A binding's location in a `@State` box.
final class StateLocation<Value>: Location<Value>, @unchecked Sendable {
    let box: StateBox<Value>

    init(box: StateBox<Value>) {
        self.box = box
    }

    override func get() -> Value { box.value }
    override func set(_ value: Value, transaction: Transaction) { box.write(value) }
    override func isSameLocation(as other: Location<Value>) -> Bool {
        (other as? StateLocation<Value>)?.box === box
    }
}
