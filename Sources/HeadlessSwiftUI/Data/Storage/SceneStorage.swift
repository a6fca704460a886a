// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A property wrapper type that reads and writes to persisted, per-scene storage.
///
/// Each scene (a `UIWindowScene`) has an in-memory store of its own, empty when the scene is
/// first used; a test presets and reads it through `Headless.sceneStorage(for:)`. A write
/// re-runs every view of that scene reading the key. Values survive a view being rebuilt, as
/// they live in the scene, not the view.
@propertyWrapper public struct SceneStorage<Value>: DynamicProperty {
    let box: AppStorageBox<Value>

    init(
        key: String, defaultValue: Value, decode: @escaping (Any) -> Value?, encode: @escaping (Value) -> Any?
    ) {
        box = AppStorageBox(key: key, defaultValue: defaultValue, store: nil, decode: decode, encode: encode)
        box.isSceneStorage = true
    }

    /// The underlying value referenced by the state variable.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the state value.
    public var projectedValue: Binding<Value> {
        box.binding
    }
}

extension SceneStorage: StoredValueWrapper {}
