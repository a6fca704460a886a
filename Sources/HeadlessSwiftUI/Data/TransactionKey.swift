// ViewLifecycle · HeadlessSwiftUI

/// A key for a custom value a transaction carries.
@available(iOS 17.0, macOS 14.0, *)
public protocol TransactionKey {
    /// The type of the value the key names.
    associatedtype Value

    /// The value a transaction holds for the key until one is set.
    static var defaultValue: Self.Value { get }
}
