// ViewLifecycle · HeadlessSwiftUI

/// The state a custom animation keeps between frames: values by key, each key's default until
/// set.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AnimationState<Value> where Value: VectorArithmetic {
    /// The values set, by key type.
    var values: [ObjectIdentifier: Any] = [:]

    /// Creates an empty state.
    public init() {}

    /// The value for a key: its default until set.
    public subscript<K>(key: K.Type) -> K.Value where K: AnimationStateKey {
        get { values[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { values[ObjectIdentifier(key)] = newValue }
    }
}
