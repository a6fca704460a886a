// ViewLifecycle · HeadlessUIKit

import Foundation

/// The values generated properties of hand-written classes keep: Swift extensions cannot add
/// stored properties, so `scripts/generate-api` writes each such property as a computed one over
/// this table, per object and per property, until the object goes.
///
/// An entry holds its object weakly and is checked on every read, so an object that reuses a freed
/// one's address never sees the old values; freed objects' entries are swept as the table grows.
package enum GeneratedStorage {
    /// One object's values, by `"Type.property"`.
    private final class Entry {
        weak var owner: AnyObject?
        var values: [String: Any] = [:]
        init(owner: AnyObject) { self.owner = owner }
    }

    /// A value held weakly, for `weak` properties.
    private struct WeakValue {
        weak var object: AnyObject?
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var entries: [ObjectIdentifier: Entry] = [:]
    nonisolated(unsafe) private static var sweepAt = 64

    /// What `owner`'s property `key` holds, or `initial` before it is first set.
    package static func value<Value>(of owner: AnyObject, _ key: String, default initial: Value) -> Value {
        lock.withLock { liveEntry(for: owner)?.values[key] as? Value } ?? initial
    }

    /// Sets `owner`'s property `key`.
    package static func set<Value>(_ value: Value, of owner: AnyObject, _ key: String) {
        lock.withLock { entry(for: owner).values[key] = value }
    }

    /// What `owner`'s property `key` holds, made by `make` on the first read and kept.
    package static func madeOnce<Value>(of owner: AnyObject, _ key: String, _ make: () -> Value) -> Value {
        if let found = lock.withLock({ liveEntry(for: owner)?.values[key] as? Value }) { return found }
        let made = make()
        lock.withLock { entry(for: owner).values[key] = made }
        return made
    }

    /// What `owner`'s weak property `key` holds, if it is still alive.
    package static func weakValue<Value>(of owner: AnyObject, _ key: String) -> Value? {
        // Unwrapped before the cast: on Linux a nil optional cast `as? AnyObject` boxes the nil.
        guard let object = lock.withLock({ (liveEntry(for: owner)?.values[key] as? WeakValue)?.object })
        else {
            return nil
        }
        return object as? Value
    }

    /// Sets `owner`'s weak property `key` without retaining `object`.
    package static func setWeak(_ object: AnyObject?, of owner: AnyObject, _ key: String) {
        lock.withLock { entry(for: owner).values[key] = WeakValue(object: object) }
    }

    /// The entry of `owner` if it is `owner`'s (not a freed object's at the same address).
    private static func liveEntry(for owner: AnyObject) -> Entry? {
        guard let found = entries[ObjectIdentifier(owner)], found.owner === owner else { return nil }
        return found
    }

    /// The entry of `owner`, made (and the table swept) when it has none.
    private static func entry(for owner: AnyObject) -> Entry {
        if let found = liveEntry(for: owner) { return found }
        if entries.count >= sweepAt {
            entries = entries.filter { $0.value.owner != nil }
            sweepAt = max(64, entries.count * 2)
        }
        let made = Entry(owner: owner)
        entries[ObjectIdentifier(owner)] = made
        return made
    }
}
