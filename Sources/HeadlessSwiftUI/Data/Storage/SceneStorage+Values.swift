// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension SceneStorage {
    /// Creates a property that can read and write to a Bool scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a Bool value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == Bool {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Bool }, encode: { $0 })
    }

    /// Creates a property that can read and write to a Int scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a Int value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == Int {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Int }, encode: { $0 })
    }

    /// Creates a property that can read and write to a Double scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a Double value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == Double {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }, encode: { $0 })
    }

    /// Creates a property that can read and write to a String scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a String value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == String {
        self.init(
            key: key, defaultValue: wrappedValue, decode: { $0 as? String }, encode: { $0 })
    }

    /// Creates a property that can read and write to a URL scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a URL value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == URL {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) },
            encode: { $0.absoluteString })
    }

    /// Creates a property that can read and write to a Data scene storage value.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a Data value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String) where Value == Data {
        self.init(key: key, defaultValue: wrappedValue, decode: { $0 as? Data }, encode: { $0 })
    }

    /// Creates a property that can read and write to a int scene storage value, transforming
    /// that to `RawRepresentable` data type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == Int {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { ($0 as? Int).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }

    /// Creates a property that can read and write to a string scene storage value, transforming
    /// that to `RawRepresentable` data type.
    ///
    /// - Parameters:
    ///   - wrappedValue: The default value if a value is not specified for the given key.
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(wrappedValue: Value, _ key: String)
    where Value: RawRepresentable, Value.RawValue == String {
        self.init(
            key: key, defaultValue: wrappedValue,
            decode: { ($0 as? String).flatMap(Value.init(rawValue:)) }, encode: { $0.rawValue })
    }
}
