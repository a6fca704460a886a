// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, *)
extension EnvironmentValues {
    /// Reads or writes the value of a key UIKit carries as a trait: headlessly the value set in
    /// the environment, or the key's default (no hosting controller's traits are read yet).
    public subscript<K>(key: K.Type) -> K.Value where K: UITraitBridgedEnvironmentKey {
        get {
            readRecorder?.record(key)
            return (value(for: ObjectIdentifier(key)) as? K.Value) ?? K.defaultValue
        }
        set { set(newValue, for: ObjectIdentifier(key), named: K.self) }
    }
}
