// ViewLifecycle · HeadlessUIKit

/// The animations a layer holds, in the order they were added.
final class CALayerAnimations {
    private var entries: [(key: String?, animation: CAAnimation)] = []

    /// The keys of the keyed animations, oldest first.
    var keys: [String] { entries.compactMap(\.key) }

    /// Adds `animation` under `key`, replacing the one there.
    func add(_ animation: CAAnimation, forKey key: String?) {
        if let key { entries.removeAll { $0.key == key } }
        entries.append((key, animation))
    }

    /// The animation under `key`.
    func animation(forKey key: String) -> CAAnimation? {
        entries.last { $0.key == key }?.animation
    }

    /// Removes the animation under `key`.
    func remove(forKey key: String) {
        entries.removeAll { $0.key == key }
    }

    /// Removes every animation.
    func removeAll() {
        entries = []
    }
}
