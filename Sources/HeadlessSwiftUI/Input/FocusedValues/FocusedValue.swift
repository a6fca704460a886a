// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper that reads a value the focused view, or the active scene, publishes.
///
/// The value is read when the graph binds the view before `body`; when focus moves or the
/// published value changes, the view's `body` runs again.
@available(iOS 14.0, macOS 11.0, *)
@propertyWrapper public struct FocusedValue<Value>: DynamicProperty {
    let keyPath: KeyPath<FocusedValues, Value?>
    let box = FocusedValueBox<Value>()

    /// Creates a property that reads the focused value at `keyPath`.
    ///
    /// - Parameter keyPath: The focused value to read.
    public init(_ keyPath: KeyPath<FocusedValues, Value?>) {
        self.keyPath = keyPath
    }

    /// The value published for the focused view, or `nil` if none is.
    public var wrappedValue: Value? { box.value }
}

extension FocusedValue {
    /// Creates a property that reads the `Observable` object of this type that the focused view
    /// published with `focusedValue(_:)`.
    ///
    /// - Parameter objectType: The type of the object to read.
    @available(iOS 17.0, macOS 14.0, *)
    public init(_ objectType: Value.Type) where Value: AnyObject, Value: Observable {
        keyPath = Value.focusedValueKey
    }
}

@available(*, unavailable)
extension FocusedValue: Sendable {}

extension FocusedValue: GraphBoundProperty {
    func bind(to node: ViewNode, label: String) {
        let keyPath = keyPath
        box.value = FocusedValueRegistry.read(for: node, label: label) { $0[keyPath: keyPath] }
    }
}

extension FocusedValue: GraphInputComparable {
    /// The value lives in the graph, so every copy is the same input.
    func isSameGraphInput(as other: Any) -> Bool { true }
}

/// The value a focused-value property read for the current `body`.
@usableFromInline
final class FocusedValueBox<Value>: @unchecked Sendable {
    var value: Value?
}
