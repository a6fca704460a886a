// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A type-erased list of data representing the content of a navigation stack.
public struct NavigationPath {
    var elements: [AnyHashable]

    /// The number of elements in this path.
    public var count: Int { elements.count }

    /// A Boolean that indicates whether this path is empty.
    public var isEmpty: Bool { elements.isEmpty }

    /// The path in a serializable form: each element's qualified type name and JSON, or `nil`
    /// when an element is not `Codable` (or fails to encode).
    public var codable: CodableRepresentation? {
        var entries: [CodableRepresentation.Entry] = []
        for element in elements {
            guard let entry = CodableRepresentation.Entry(element.base) else { return nil }
            entries.append(entry)
        }
        return CodableRepresentation(entries: entries)
    }

    /// Creates a new, empty navigation path.
    public init() {
        elements = []
    }

    /// Creates a new navigation path from the contents of a sequence.
    ///
    /// - Parameter elements: A sequence used to create the navigation path.
    public init<S>(_ elements: S) where S: Sequence, S.Element: Hashable {
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a navigation path from a sequence of codable values, which `codable` can
    /// serialize.
    public init<S>(_ elements: S)
    where S: Sequence, S.Element: Decodable, S.Element: Encodable, S.Element: Hashable {
        CodableRepresentation.register(S.Element.self)
        self.elements = elements.map { AnyHashable($0) }
    }

    /// Creates a navigation path from a serialized one: its elements, in order.
    public init(_ codable: CodableRepresentation) {
        elements = codable.entries.map(\.value)
    }

    /// Appends a new value to the end of this path.
    ///
    /// - Parameter value: The value to append.
    public mutating func append<V>(_ value: V) where V: Hashable {
        elements.append(AnyHashable(value))
    }

    /// Appends a codable value to the end of this path, which `codable` can serialize.
    public mutating func append<V>(_ value: V) where V: Decodable, V: Encodable, V: Hashable {
        CodableRepresentation.register(V.self)
        elements.append(AnyHashable(value))
    }

    /// Removes values from the end of this path.
    ///
    /// - Parameter k: The number of values to remove. The default value is `1`.
    public mutating func removeLast(_ k: Int = 1) {
        elements.removeLast(k)
    }

    /// A navigation path in serializable form: encoded as one array of strings, each element's
    /// qualified type name then its JSON, last element first (the layout SwiftUI writes).
    ///
    /// Decoding finds each type by the name recorded when a value of it was appended to a
    /// path in this process, else by `_typeByName` (standard library types).
    public struct CodableRepresentation: Codable {
        /// One element: its type's name, its JSON, and the value itself.
        struct Entry {
            let typeName: String
            let json: String
            let value: AnyHashable

            /// The entry for `value`, or `nil` when it is not codable or fails to encode.
            init?(_ value: Any) {
                guard let codable = value as? any Encodable & Hashable,
                    let data = try? Self.encoder.encode(codable),
                    let json = String(data: data, encoding: .utf8)
                else { return nil }
                self.typeName = _typeName(Swift.type(of: codable), qualified: true)
                self.json = json
                self.value = AnyHashable(codable)
            }

            /// The entry decoded from `json` as the type named `typeName`.
            init(typeName: String, json: String, codingPath: [any CodingKey]) throws {
                guard let type = CodableRepresentation.type(named: typeName) else {
                    throw DecodingError.dataCorrupted(
                        .init(codingPath: codingPath, debugDescription: "unknown type \(typeName)"))
                }
                self.typeName = typeName
                self.json = json
                self.value = AnyHashable(try Self.decode(type, from: Data(json.utf8)))
            }

            private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> T {
                try JSONDecoder().decode(type, from: data)
            }

            private static var encoder: JSONEncoder {
                let encoder = JSONEncoder()
                encoder.outputFormatting = .sortedKeys
                return encoder
            }
        }

        let entries: [Entry]

        init(entries: [Entry]) {
            self.entries = entries
        }

        /// Decodes a path from an array of alternating type names and JSON strings, last
        /// element first.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var reversed: [Entry] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                reversed.append(try Entry(typeName: typeName, json: json, codingPath: container.codingPath))
            }
            entries = reversed.reversed()
        }

        /// Encodes the path as an array of alternating type names and JSON strings, last
        /// element first.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for entry in entries.reversed() {
                try container.encode(entry.typeName)
                try container.encode(entry.json)
            }
        }

        /// Whether both hold the same type names and JSON, in the same order.
        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.entries.map(\.typeName) == rhs.entries.map(\.typeName)
                && lhs.entries.map(\.json) == rhs.entries.map(\.json)
        }

        /// The codable types appended to paths in this process, by qualified name.
        nonisolated(unsafe) private static var registry: [String: any (Decodable & Hashable).Type] = [:]
        private static let lock = NSLock()

        /// Records `type` so a representation naming it can be decoded.
        static func register<T: Decodable & Hashable>(_ type: T.Type) {
            let name = _typeName(type, qualified: true)
            lock.lock()
            defer { lock.unlock() }
            if registry[name] == nil { registry[name] = type }
        }

        /// The codable type named `name`, if one was registered or the runtime knows it.
        static func type(named name: String) -> (any (Decodable & Hashable).Type)? {
            lock.lock()
            let registered = registry[name]
            lock.unlock()
            return registered ?? (_typeByName(name) as? any (Decodable & Hashable).Type)
        }
    }
}

extension NavigationPath: Equatable {
    /// Whether two paths hold equal elements in the same order.
    ///
    /// - Parameters:
    ///   - lhs: A path.
    ///   - rhs: Another path.
    /// - Returns: `true` if the paths are equal.
    public static func == (lhs: NavigationPath, rhs: NavigationPath) -> Bool {
        lhs.elements == rhs.elements
    }
}

extension NavigationPath.CodableRepresentation: Equatable {}
