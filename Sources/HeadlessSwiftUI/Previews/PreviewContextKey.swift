// ViewLifecycle · HeadlessSwiftUI

/// A key type for a preview context.
public protocol PreviewContextKey {
    /// The type of the value returned by the key.
    associatedtype Value
    /// The default value of the key.
    static var defaultValue: Self.Value { get }
}
