// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension SceneStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Bool scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == Bool? {
        let decode: (Any) -> Bool? = { $0 as? Bool }
        let encode: (Bool) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Int scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == Int? {
        let decode: (Any) -> Int? = { $0 as? Int }
        let encode: (Int) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Double scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == Double? {
        let decode: (Any) -> Double? = { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
        let encode: (Double) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional String scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == String? {
        let decode: (Any) -> String? = { $0 as? String }
        let encode: (String) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional URL scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == URL? {
        let decode: (Any) -> URL? = { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }
        let encode: (URL) -> Any? = { $0.absoluteString }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Data scene storage value.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init(_ key: String) where Value == Data? {
        let decode: (Any) -> Data? = { $0 as? Data }
        let encode: (Data) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }
}

extension SceneStorage {
    /// Creates a property that can save and restore an optional value, transforming it to an
    /// optional `String`.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init<R>(_ key: String)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(
            key: key, defaultValue: nil, decode: { ($0 as? String).flatMap(R.init(rawValue:)) },
            encode: { $0?.rawValue })
    }

    /// Creates a property that can save and restore an optional value, transforming it to an
    /// optional `Int`.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the scene's storage.
    public init<R>(_ key: String)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(
            key: key, defaultValue: nil, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) },
            encode: { $0?.rawValue })
    }
}
