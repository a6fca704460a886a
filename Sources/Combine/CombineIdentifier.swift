// ViewLifecycle · Combine

/// A unique identifier for identifying publisher streams.
public struct CombineIdentifier: Hashable, CustomStringConvertible, Sendable {
    private let rawValue: UInt64
    nonisolated(unsafe) private static var next: UInt64 = 0

    /// Creates a unique Combine identifier.
    public init() {
        Self.next &+= 1
        rawValue = Self.next
    }

    /// Creates a Combine identifier from an object's identity.
    public init(_ obj: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(obj).hashValue))
    }

    /// A textual representation of the identifier.
    public var description: String { "0x" + String(rawValue, radix: 16) }
}
