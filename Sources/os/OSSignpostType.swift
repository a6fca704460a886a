// ViewLifecycle · os (a stand-in where the platform has no os module)

/// The kind of a signpost: a single event, or the beginning or end of an interval.
public struct OSSignpostType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C library's value.
    public var rawValue: UInt8

    /// The kind whose C value is `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// A single point in time.
    public static let event = OSSignpostType(rawValue: 0)
    /// The beginning of an interval.
    public static let begin = OSSignpostType(rawValue: 1)
    /// The end of an interval.
    public static let end = OSSignpostType(rawValue: 2)
}
