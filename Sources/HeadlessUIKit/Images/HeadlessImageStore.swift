// ViewLifecycle · HeadlessUIKit

import Foundation

/// The images a test provides, by asset name and by file path, standing in for an app's asset
/// catalogue and bundle files.
///
/// `UIImage`'s initializers are nonisolated, as UIKit's are, so the store is lock-protected
/// rather than main-actor state; ``HeadlessImageStore/Part`` empties it when the world resets.
final class HeadlessImageStore: @unchecked Sendable {
    /// The one store of the process.
    static let shared = HeadlessImageStore()

    private let lock = NSLock()
    private var named: [String: Entry] = [:]
    private var files: [String: Entry] = [:]

    /// The asset named `name`, if registered.
    func entry(for name: String) -> Entry? {
        lock.withLock { named[name] }
    }

    /// The image file at `path`, if registered.
    func entry(forFile path: String) -> Entry? {
        lock.withLock { files[path] }
    }

    /// Registers an asset.
    func add(named name: String, _ entry: Entry) {
        lock.withLock { named[name] = entry }
    }

    /// Registers an image file.
    func add(file path: String, _ entry: Entry) {
        lock.withLock { files[path] = entry }
    }

    /// Forgets every image.
    func removeAll() {
        lock.withLock {
            named.removeAll()
            files.removeAll()
        }
    }
}
