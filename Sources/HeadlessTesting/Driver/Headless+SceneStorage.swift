// ViewLifecycle · HeadlessTesting

import Foundation
import HeadlessSwiftUI

extension Headless {
    /// The in-memory store `@SceneStorage` reads and writes in `window`'s scene (each window is
    /// a scene of its own): when `nil`, the key window's, or, before any window exists, the
    /// store the first window restores. A test presets it before launching and reads it
    /// afterwards. Each scene's store starts empty; a new world has new scenes.
    @MainActor
    public static func sceneStorage(for window: UIWindow? = nil) -> UserDefaults {
        window.map { SceneStorageStores.store(for: $0) } ?? SceneStorageStores.currentStore()
    }

    /// Writes `value` (or removes the key, for `nil`) in the scene's store and re-runs the views
    /// whose `@SceneStorage` reads that key, as a state restoration would.
    @MainActor
    public static func setSceneStorage(_ value: Any?, forKey key: String, in window: UIWindow? = nil) {
        setAppStorage(value, forKey: key, in: sceneStorage(for: window))
    }
}
