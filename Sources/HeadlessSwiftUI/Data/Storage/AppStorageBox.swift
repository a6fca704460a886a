// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The storage behind one `@AppStorage`: its key, default, store and plist conversion, and
/// the node it re-runs when the key's value changes in the store.
final class AppStorageBox<Value>: @unchecked Sendable {
    let key: String
    let defaultValue: Value
    let explicitStore: UserDefaults?
    let decode: (Any) -> Value?
    let encode: (Value) -> Any?
    /// The store resolved at the last bind (`defaultAppStorage` or `Headless.userDefaults`; for
    /// `@SceneStorage`, the scene's store).
    var boundStore: UserDefaults?
    /// Whether this backs a `@SceneStorage`, whose store is its scene's, not the app's defaults.
    var isSceneStorage = false

    init(
        key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
        encode: @escaping (Value) -> Any?
    ) {
        self.key = key
        self.defaultValue = defaultValue
        self.explicitStore = store
        self.decode = decode
        self.encode = encode
    }

    var store: UserDefaults {
        explicitStore ?? boundStore
            ?? (isSceneStorage ? SceneStorageStores.unbound : AppStorageDefaults.userDefaults)
    }

    var value: Value {
        guard let raw = store.object(forKey: key), let value = decode(raw) else { return defaultValue }
        return value
    }

    /// Writes (or removes, for `nil`) the value and tells every view that reads the key.
    func write(_ newValue: Value) {
        if let raw = encode(newValue) { store.set(raw, forKey: key) } else { store.removeObject(forKey: key) }
        let store = store
        let key = key
        onMainActor { AppStorageObservers.changed(store, key: key) }
    }

    @MainActor
    func bind(to node: ViewNode, label: String) {
        boundStore =
            isSceneStorage ? SceneStorageStores.store(for: node) : node.environment[DefaultAppStorageKey.self]
        AppStorageObservers.observe(store, key: key, node: node, label: label)
    }
}

/// The key of `defaultAppStorage(_:)`.
struct DefaultAppStorageKey: EnvironmentKey {
    nonisolated(unsafe) static let defaultValue: UserDefaults? = nil
}
