// ViewLifecycle · HeadlessSwiftUI

/// The values the focused view, its ancestors and the active scene publish, by key.
///
/// Headlessly the values of the scene are those `focusedSceneValue` publishes while the scene
/// is active, overlaid by those published on the path from the root to the view that has focus
/// (the view a `focused(...)` binding names), the innermost winning.
@available(iOS 14.0, macOS 11.0, *)
public struct FocusedValues {
    /// The values by key: a `FocusedValueKey`'s type, or the slot of an object's type.
    var storage: [AnyHashable: Any] = [:]

    @usableFromInline
    init() {}

    /// Reads or writes the value for `key`, `nil` when nobody publishes one.
    public subscript<Key>(key: Key.Type) -> Key.Value? where Key: FocusedValueKey {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue.map { $0 as Any } }
    }

    /// Reads or writes the object an object modifier publishes for its type.
    subscript<Object>(object index: FocusedObjectIndex<Object>) -> Object? {
        get { storage[index] as? Object }
        set { storage[index] = newValue.map { $0 as Any } }
    }
}

@available(*, unavailable)
extension FocusedValues: Sendable {}

/// The slot of `FocusedValues` where `focusedObject(_:)` (or, for an `Observable` type,
/// `focusedValue(_:)`) publishes an object of type `Object`.
struct FocusedObjectIndex<Object>: Hashable {
    /// Whether the slot is the `Observable` one, which `@FocusedValue(Type.self)` reads.
    let isObservable: Bool
}
