// ViewLifecycle · HeadlessSwiftUI

/// Runs `body` with `value` seen as `T`, which is its own type (a memoized conformance check
/// found `T` from `V`), borrowing it in place.
///
/// A cast would copy the value, and a modifier chain is copied link by link through generic
/// value witnesses: walking a run of eight inert modifiers by casts copied the chain eight
/// times over, more than mounting the row itself.
@inline(__always)
func withValue<V, T, Result>(
    _ value: borrowing V, as _: T.Type, _ body: (borrowing T) -> Result
) -> Result {
    assert(V.self == T.self, "\(V.self) read as \(T.self)")
    return withUnsafePointer(to: value) { pointer in
        pointer.withMemoryRebound(to: T.self, capacity: 1) { body($0.pointee) }
    }
}
