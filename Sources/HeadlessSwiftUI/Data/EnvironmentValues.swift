// ViewLifecycle · HeadlessSwiftUI

/// A collection of environment values propagated through a view hierarchy.
///
/// Values are kept in an immutable chain shared by copies, so passing the environment down is
/// free and the graph can tell an unchanged environment by identity.
public struct EnvironmentValues: CustomStringConvertible {
    private var storage: EnvironmentStorage?
    /// Set only on the environment a representable's context hands out: reads are recorded so
    /// the graph knows which values that representable depends on.
    var readRecorder: EnvironmentReadRecorder?

    /// Creates an environment values instance with every key at its default.
    public init() {}

    /// Accesses the environment value associated with a custom key.
    public subscript<K>(key: K.Type) -> K.Value where K: EnvironmentKey {
        get {
            readRecorder?.record(key)
            return (storage?.value(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
        }
        set { set(newValue, for: ObjectIdentifier(key), named: K.self) }
    }

    /// The `@Observable` object of `objectType` that `environment(_:)` placed here, or `nil`;
    /// setting it places (or, with `nil`, clears) one.
    @available(iOS 17.0, macOS 14.0, *)
    public subscript<T>(objectType: T.Type) -> T? where T: AnyObject, T: Observable {
        get { object(objectType) }
        set { setObject(newValue, as: objectType) }
    }

    /// A string that represents the environment's values.
    public var description: String {
        var entries: [String] = []
        var seen = Set<ObjectIdentifier>()
        var current = storage
        while let node = current {
            if seen.insert(node.key).inserted { entries.append("\(node.nameType) = \(node.value)") }
            current = node.parent
        }
        return "[" + entries.joined(separator: ", ") + "]"
    }

    /// Sets `value` for `key`; `description` names it after `nameType` (the name is made only
    /// when printed: a write is on the path of every modifier that sets an environment value).
    mutating func set(_ value: Any, for key: ObjectIdentifier, named nameType: Any.Type) {
        storage = EnvironmentStorage(parent: storage, key: key, nameType: nameType, value: value)
    }

    func value(for key: ObjectIdentifier) -> Any? {
        storage?.value(for: key)
    }

    /// Whether both are the very same environment (no write since one was copied from the other).
    func isIdentical(to other: EnvironmentValues) -> Bool {
        storage === other.storage
    }

    /// The environment as a container hands it to the hosting controllers it makes for its
    /// children (a stack's screens, a tab view's tabs): taken from a representable's context, it
    /// records a read of every key, so the container updates whenever any value changes, and it
    /// drops the recorder, so the child graphs' own reads are not counted as the container's.
    var wholeForChildHosts: EnvironmentValues {
        readRecorder?.recordWhole()
        var copy = self
        copy.readRecorder = nil
        return copy
    }

    /// The `@Observable` object of `type` put in the environment with `.environment(_:)`.
    func object<T: AnyObject>(_ type: T.Type) -> T? {
        value(for: ObjectIdentifier(ObjectKey<T>.self)) as? T
    }

    mutating func setObject<T: AnyObject>(_ object: T?, as type: T.Type) {
        set(object as Any, for: ObjectIdentifier(ObjectKey<T>.self), named: T.self)
    }
}

/// The key under which an object of type `T` lives in the environment.
enum ObjectKey<T> {}

/// One link of the environment's chain: a key, its value, and everything set before it.
final class EnvironmentStorage: @unchecked Sendable {
    let parent: EnvironmentStorage?
    let key: ObjectIdentifier
    /// The type `description` names the value after.
    let nameType: Any.Type
    let value: Any

    init(parent: EnvironmentStorage?, key: ObjectIdentifier, nameType: Any.Type, value: Any) {
        self.parent = parent
        self.key = key
        self.nameType = nameType
        self.value = value
    }

    func value(for key: ObjectIdentifier) -> Any? {
        var current: EnvironmentStorage? = self
        while let node = current {
            if node.key == key { return node.value }
            current = node.parent
        }
        return nil
    }
}
