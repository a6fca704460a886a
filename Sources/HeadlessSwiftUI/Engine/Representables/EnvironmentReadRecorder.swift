// ViewLifecycle · HeadlessSwiftUI

/// Collects the environment keys a representable's `make…`/`update…` read from its context, so
/// the graph calls `update…` again when one of those values, and only those, changes.
///
/// A class, because the environment handed to the context is a value the representable may copy.
final class EnvironmentReadRecorder {
    private(set) var reads: [EnvironmentRead] = []
    private var seen = Set<ObjectIdentifier>()
    private var readWhole = false

    /// Remembers that `key` was read.
    func record<K: EnvironmentKey>(_ key: K.Type) {
        guard seen.insert(ObjectIdentifier(key)).inserted else { return }
        reads.append(
            EnvironmentRead { old, new in
                valuesEqual(old[K.self], new[K.self]) != true
            })
    }

    /// Remembers that the environment was taken as a whole (a container hands it to the hosting
    /// controllers it makes): any change to it, not just to one key, calls `update…` again.
    func recordWhole() {
        guard !readWhole else { return }
        readWhole = true
        reads.append(EnvironmentRead { old, new in !old.isIdentical(to: new) })
    }
}
