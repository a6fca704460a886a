// ViewLifecycle · Combine

import Foundation

/// The `objectWillChange` publisher of each object that uses the default one, by identity.
///
/// An entry holds its object weakly; a dead entry is replaced when its identifier is reused and
/// swept as the table grows, so the table never keeps an object alive.
enum ObjectWillChangeRegistry {
    private struct Entry {
        weak var object: AnyObject?
        let publisher: ObservableObjectPublisher
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var table: [ObjectIdentifier: Entry] = [:]

    /// The object's publisher, made on first use.
    static func publisher(for object: AnyObject) -> ObservableObjectPublisher {
        lock.withLock {
            let key = ObjectIdentifier(object)
            if let entry = table[key], entry.object === object { return entry.publisher }
            if table.count >= 64, table.count.nonzeroBitCount == 1 {
                table = table.filter { $0.value.object != nil }
            }
            let publisher = ObservableObjectPublisher()
            table[key] = Entry(object: object, publisher: publisher)
            return publisher
        }
    }

    /// The object's publisher if anyone asked for it (nobody can be subscribed otherwise).
    static func existingPublisher(for object: AnyObject) -> ObservableObjectPublisher? {
        lock.withLock {
            guard let entry = table[ObjectIdentifier(object)], entry.object === object else { return nil }
            return entry.publisher
        }
    }
}
