// ViewLifecycle · HeadlessSwiftUI

/// A context type for use with a preview.
public protocol PreviewContext {
    /// Returns the context's value for a key, or the key's default value if the context does
    /// not define a value for the key.
    subscript<Key>(key: Key.Type) -> Key.Value where Key: PreviewContextKey { get }
}
