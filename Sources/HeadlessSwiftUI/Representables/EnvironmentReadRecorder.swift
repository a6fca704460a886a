// ViewLifecycle · HeadlessSwiftUI

/// Collects the environment keys a representable's `make…`/`update…` read from its context, so
/// the graph calls `update…` again when one of those values, and only those, changes.
///
/// A class, because the environment handed to the context is a value the representable may copy.
final class EnvironmentReadRecorder {
    private(set) var reads: [EnvironmentRead] = []
    private var seen = Set<ObjectIdentifier>()

    /// Remembers that `key` was read.
    func record<K: EnvironmentKey>(_ key: K.Type) {
        guard seen.insert(ObjectIdentifier(key)).inserted else { return }
        reads.append(
            EnvironmentRead { old, new in
                valuesEqual(old[K.self], new[K.self]) != true
            })
    }
}
