// ViewLifecycle · HeadlessUIKit

import Foundation

/// The colours a test provides by asset name, standing in for an app's asset catalogue.
///
/// `UIColor(named:)` is nonisolated, as UIKit's is, so the store is lock-protected rather than
/// main-actor state; ``HeadlessColorStore/Part`` empties it when the world resets.
final class HeadlessColorStore: @unchecked Sendable {
    /// The one store of the process.
    static let shared = HeadlessColorStore()

    private let lock = NSLock()
    private var named: [String: UIColor] = [:]

    /// The colour asset named `name`, if registered.
    func color(named name: String) -> UIColor? {
        lock.withLock { named[name] }
    }

    /// Registers a colour asset.
    func add(named name: String, _ color: UIColor) {
        lock.withLock { named[name] = color }
    }

    /// Forgets every colour.
    func removeAll() {
        lock.withLock { named.removeAll() }
    }
}
