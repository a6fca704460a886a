// ViewLifecycle · HeadlessUIKit

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: Hashable, Equatable, RawRepresentable, Sendable {
    /// The value's name.
    public var rawValue: String

    /// Creates a value from its name.
    ///
    /// - Parameter rawValue: The name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Its last value after it ends.
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")

    /// Its first value before it starts.
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")

    /// Both.
    public static let both = CAMediaTimingFillMode(rawValue: "both")

    /// Neither: the layer's own values.
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
}
