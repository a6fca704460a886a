// ViewLifecycle · os (a stand-in where the platform has no os module)

/// The level of a log message, from the least to the most important, with the C library's values.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    /// The C library's value.
    public var rawValue: UInt8

    /// The level whose C value is `rawValue`.
    public init(_ rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// The level whose C value is `rawValue`.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Messages that might result in a failure.
    public static let `default` = OSLogType(0x00)
    /// Helpful, but not essential, messages.
    public static let info = OSLogType(0x01)
    /// Messages useful while debugging.
    public static let debug = OSLogType(0x02)
    /// Errors the process met.
    public static let error = OSLogType(0x10)
    /// Faults: bugs in the process or in another.
    public static let fault = OSLogType(0x11)
}
