// ViewLifecycle · HeadlessUIKit

/// The corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable {
    /// The corresponding raw value.
    public let rawValue: UInt

    /// Creates a corner set from a raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The top-left corner of the rectangle.
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    /// The top-right corner of the rectangle.
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    /// The bottom-left corner of the rectangle.
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    /// The bottom-right corner of the rectangle.
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    /// All corners of the rectangle.
    public static let allCorners = UIRectCorner(rawValue: ~0)
}
