// ViewLifecycle · HeadlessSwiftUI

/// Where a binding reads and writes its value.
class Location<Value>: @unchecked Sendable {
    func get() -> Value { fatalError("abstract") }
    func set(_ value: Value, transaction: Transaction) { fatalError("abstract") }
    /// Whether two bindings point at the same storage.
    func isSameLocation(as other: Location<Value>) -> Bool { self === other }
}

/// A location made of a getter and a setter.
final class FunctionLocation<Value>: Location<Value>, @unchecked Sendable {
    private let getter: () -> Value
    private let setter: (Value, Transaction) -> Void

    init(get: @escaping () -> Value, set: @escaping (Value, Transaction) -> Void) {
        getter = get
        setter = set
    }

    override func get() -> Value { getter() }
    override func set(_ value: Value, transaction: Transaction) { setter(value, transaction) }
}

/// A location that never changes.
final class ConstantLocation<Value>: Location<Value>, @unchecked Sendable {
    private let value: Value

    init(_ value: Value) { self.value = value }

    override func get() -> Value { value }
    override func set(_ value: Value, transaction: Transaction) {}
    override func isSameLocation(as other: Location<Value>) -> Bool {
        guard let other = other as? ConstantLocation<Value> else { return false }
        return valuesEqual(value, other.value) ?? false
    }
}

/// A location at a key path inside another location.
final class MemberLocation<Base, Value>: Location<Value>, @unchecked Sendable {
    private let base: Location<Base>
    private let keyPath: WritableKeyPath<Base, Value>

    init(base: Location<Base>, keyPath: WritableKeyPath<Base, Value>) {
        self.base = base
        self.keyPath = keyPath
    }

    override func get() -> Value { base.get()[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) {
        var whole = base.get()
        whole[keyPath: keyPath] = value
        base.set(whole, transaction: transaction)
    }
    override func isSameLocation(as other: Location<Value>) -> Bool {
        guard let other = other as? MemberLocation<Base, Value> else { return false }
        return other.keyPath == keyPath && other.base.isSameLocation(as: base)
    }
}

/// A location at a key path of an object (`@Bindable`).
final class ObjectLocation<Root: AnyObject, Value>: Location<Value>, @unchecked Sendable {
    private let object: Root
    private let keyPath: ReferenceWritableKeyPath<Root, Value>

    init(object: Root, keyPath: ReferenceWritableKeyPath<Root, Value>) {
        self.object = object
        self.keyPath = keyPath
    }

    override func get() -> Value { object[keyPath: keyPath] }
    override func set(_ value: Value, transaction: Transaction) { object[keyPath: keyPath] = value }
    override func isSameLocation(as other: Location<Value>) -> Bool {
        guard let other = other as? ObjectLocation<Root, Value> else { return false }
        return other.object === object && other.keyPath == keyPath
    }
}
