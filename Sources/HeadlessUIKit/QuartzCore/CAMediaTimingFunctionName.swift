// ViewLifecycle · HeadlessUIKit

/// The names of the system's timing curves.
public struct CAMediaTimingFunctionName: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Evenly paced.
    public static let linear = CAMediaTimingFunctionName(rawValue: "linear")

    /// Slow at the start.
    public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")

    /// Slow at the end.
    public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")

    /// Slow at both ends.
    public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")

    /// The system's default curve.
    public static let `default` = CAMediaTimingFunctionName(rawValue: "default")
}
