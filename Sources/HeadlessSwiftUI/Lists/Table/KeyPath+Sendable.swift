// ViewLifecycle · HeadlessSwiftUI

extension KeyPath {
    /// The key path as Foundation's `KeyPathComparator` takes it on Linux (`& Sendable`), where
    /// SwiftUI's table columns take any key path: a key path is immutable, so sharing it across
    /// isolation domains is safe.
    var sendableForComparator: KeyPath<Root, Value> & Sendable {
        unsafeBitCast(self, to: (KeyPath<Root, Value> & Sendable).self)
    }
}
