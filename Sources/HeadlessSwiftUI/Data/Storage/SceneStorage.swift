// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Each scene (a `UIWindowScene`) has an in-memory store of its own, empty when the scene is
/// first used; a test presets and reads it through `Headless.sceneStorage(for:)`. A write
/// re-runs every view of that scene reading the key. Values survive a view being rebuilt, as
/// they live in the scene, not the view.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    /// The value as an app storage whose store is the scene's: the two wrappers differ only in
    /// the store they read, so this one forwards to that one.
    let storage: AppStorage<Value>

    init(
        key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?
    ) {
        storage = AppStorage(key: key, defaultValue: defaultValue, store: nil, decode: decode, encode: encode)
        storage.box.isSceneStorage = true
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { storage.wrappedValue }
        nonmutating set { storage.wrappedValue = newValue }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        storage.projectedValue
    }
}

extension SceneStorage: StoredValueWrapper {
    /// The app storage's box, bound to the view's node as a scene's.
    var box: AppStorageBox<Value> { storage.box }
}
