// ViewLifecycle · HeadlessUIKit

extension CALayer {
    /// Adds `anim` under `key`, replacing the one there; headlessly it is kept, not run.
    ///
    /// - Parameters:
    ///   - anim: The animation, kept as given (Core Animation keeps a copy).
    ///   - key: Its key; `nil` keeps it without one.
    public func add(_ anim: CAAnimation, forKey key: String?) {
        animationStore.add(anim, forKey: key)
    }

    /// The animation under `key`, if any.
    ///
    /// - Parameter key: Its key.
    /// - Returns: The animation.
    public func animation(forKey key: String) -> CAAnimation? {
        animationStore.animation(forKey: key)
    }

    /// The keys of the layer's animations, oldest first; `nil` when there are none.
    ///
    /// - Returns: The keys.
    public func animationKeys() -> [String]? {
        let keys = animationStore.keys
        return keys.isEmpty ? nil : keys
    }

    /// Removes the animation under `key`.
    ///
    /// - Parameter key: Its key.
    public func removeAnimation(forKey key: String) {
        animationStore.remove(forKey: key)
    }

    /// Removes every animation.
    public func removeAllAnimations() {
        animationStore.removeAll()
    }
}
