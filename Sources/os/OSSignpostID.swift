// ViewLifecycle · os (a stand-in where the platform has no os module)

/// Tells apart the signpost intervals that overlap under one name.
public struct OSSignpostID: Comparable, Sendable {
    /// The identifier's value.
    public let rawValue: UInt64

    /// The identifier for intervals that never overlap.
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    /// An identifier no interval has.
    public static let invalid = OSSignpostID(~0)
    /// The null identifier.
    public static let null = OSSignpostID(0)

    /// A new identifier, unique in the process, for `log`.
    public init(log: OSLog) {
        rawValue = OSSignpostID.next()
    }

    /// The identifier `object` stands for in `log`: the same for the same object.
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }

    /// The identifier `value`.
    public init(_ value: UInt64) {
        rawValue = value
    }

    /// Whether `a` is less than `b`.
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool {
        a.rawValue < b.rawValue
    }

    /// The next identifier of the process (from 1, as the C library counts).
    private static func next() -> UInt64 {
        counter.withLock { value in
            value += 1
            return value
        }
    }

    private static let counter = OSAllocatedUnfairLock(initialState: UInt64(0))
}
