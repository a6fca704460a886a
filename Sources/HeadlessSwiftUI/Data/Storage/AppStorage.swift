// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A property wrapper type that reflects a value from `UserDefaults` and invalidates a view on
/// a change in value in that user default.
///
/// Off Apple platforms the store is `Headless.userDefaults` unless `defaultAppStorage(_:)` or
/// `store:` names another; writes through any `@AppStorage` of the key re-run its readers.
@propertyWrapper public struct AppStorage<Value>: DynamicProperty {
    let box: AppStorageBox<Value>

    init(
        key: String, defaultValue: Value, store: UserDefaults?, decode: @escaping (Any) -> Value?,
        encode: @escaping (Value) -> Any?
    ) {
        box = AppStorageBox(
            key: key, defaultValue: defaultValue, store: store, decode: decode, encode: encode)
    }

    /// The underlying value referenced by the user default.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.write(newValue) }
    }

    /// A binding to the user default.
    public var projectedValue: Binding<Value> {
        box.binding
    }
}

extension AppStorage: StoredValueWrapper {}
