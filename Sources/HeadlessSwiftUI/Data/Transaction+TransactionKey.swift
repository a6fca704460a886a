// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension Transaction {
    /// Reads or writes the value the transaction carries for `key`, its default until set.
    public subscript<K>(key: K.Type) -> K.Value where K: TransactionKey {
        get { customValues[ObjectIdentifier(key)] as? K.Value ?? K.defaultValue }
        set { customValues[ObjectIdentifier(key)] = newValue }
    }
}
