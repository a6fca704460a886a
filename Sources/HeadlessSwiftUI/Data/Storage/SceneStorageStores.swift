// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The in-memory store of each scene's `@SceneStorage` values. A scene here is a window (on an
/// iPhone or iPad each window of a `WindowGroup` is a scene of its own; this world has one
/// `UIWindowScene` holding every window). Each window gets one `UserDefaults` suite, empty when
/// first used, so `@SceneStorage` reuses `@AppStorage`'s conversion and observers. Values a test
/// presets before any window exists are the restored state of the first window that reads them.
@MainActor
package enum SceneStorageStores {
    private struct Entry {
        weak var window: UIWindow?
        let store: UserDefaults
    }

    private static var entries: [Entry] = []
    /// The store waiting for the first window of the current world (weakly tied to the world's
    /// scene, so a new world does not inherit it).
    private static var pending: (scene: WeakScene, store: UserDefaults)?
    private static var made = 0

    /// A weak reference to a window scene.
    private struct WeakScene {
        weak var scene: UIWindowScene?
    }

    /// The store of `window`: the pending restored store for the first window, else a new empty one.
    package static func store(for window: UIWindow) -> UserDefaults {
        entries.removeAll { $0.window == nil }
        if let entry = entries.first(where: { $0.window === window }) { return entry.store }
        let store = takePending() ?? makeStore()
        entries.append(Entry(window: window, store: store))
        return store
    }

    /// The store of the window showing `node`: the window of the first controller up from its
    /// hosting controller (parents, then presenters) that is in one, else the key window's.
    static func store(for node: ViewNode) -> UserDefaults {
        var controller = node.graph?.host
        while let current = controller {
            if let window = current.viewIfLoaded?.window { return store(for: window) }
            controller = current.parent ?? current.presentingViewController
        }
        return currentStore()
    }

    /// The key window's store, or the store the first window will restore.
    package static func currentStore() -> UserDefaults {
        if let window = appScene?.keyWindow ?? appScene?.windows.first { return store(for: window) }
        if let pending, let scene = pending.scene.scene, scene === appScene { return pending.store }
        let store = makeStore()
        pending = (WeakScene(scene: appScene), store)
        return store
    }

    private static func takePending() -> UserDefaults? {
        defer { pending = nil }
        guard let pending, let scene = pending.scene.scene, scene === appScene else { return nil }
        return pending.store
    }

    private static func makeStore() -> UserDefaults {
        made += 1
        let name = "ViewLifecycle.HeadlessSwiftUI.SceneStorage.\(made)"
        let store = UserDefaults(suiteName: name) ?? UserDefaults()
        store.removePersistentDomain(forName: name)
        return store
    }

    /// The application's connected window scene.
    static var appScene: UIWindowScene? {
        UIApplication.shared.connectedScenes.compactMap { $0 as? UIWindowScene }.first
    }

    /// A store for values read before the view is in a graph (they are not kept).
    nonisolated(unsafe) static let unbound = UserDefaults()
}
