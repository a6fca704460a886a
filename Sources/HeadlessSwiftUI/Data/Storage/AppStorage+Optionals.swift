// ViewLifecycle · HeadlessSwiftUI

import Foundation

extension AppStorage where Value: ExpressibleByNilLiteral {
    /// Creates a property that can read and write an optional Bool user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Bool? {
        let decode: (Any) -> Bool? = { $0 as? Bool }
        let encode: (Bool) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Int user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Int? {
        let decode: (Any) -> Int? = { $0 as? Int }
        let encode: (Int) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Double user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Double? {
        let decode: (Any) -> Double? = { ($0 as? Double) ?? ($0 as? Int).map(Double.init) }
        let encode: (Double) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional String user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == String? {
        let decode: (Any) -> String? = { $0 as? String }
        let encode: (String) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional URL user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == URL? {
        let decode: (Any) -> URL? = { ($0 as? URL) ?? ($0 as? String).flatMap(URL.init(string:)) }
        let encode: (URL) -> Any? = { $0.absoluteString }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }

    /// Creates a property that can read and write an optional Data user default.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init(_ key: String, store: UserDefaults? = nil) where Value == Data? {
        let decode: (Any) -> Data? = { $0 as? Data }
        let encode: (Data) -> Any? = { $0 }
        self.init(
            key: key, defaultValue: nil, store: store, decode: { decode($0) }, encode: { $0.flatMap(encode) })
    }
}

extension AppStorage {
    /// Creates a property that can save and restore an optional value, transforming it to an
    /// optional `String`.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == String {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { ($0 as? String).flatMap(R.init(rawValue:)) },
            encode: { $0?.rawValue })
    }

    /// Creates a property that can save and restore an optional value, transforming it to an
    /// optional `Int`.
    ///
    /// - Parameters:
    ///   - key: The key to read and write the value to in the user defaults store.
    ///   - store: The user defaults store to read and write to.
    public init<R>(_ key: String, store: UserDefaults? = nil)
    where Value == R?, R: RawRepresentable, R.RawValue == Int {
        self.init(
            key: key, defaultValue: nil, store: store, decode: { ($0 as? Int).flatMap(R.init(rawValue:)) },
            encode: { $0?.rawValue })
    }
}
