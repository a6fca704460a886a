// ViewLifecycle · HeadlessUIKit

/// The edges of a rectangle, following the layout direction, with UIKit's bit values.
public struct NSDirectionalRectEdge: OptionSet, Hashable, @unchecked Sendable {
    /// The edges' bits.
    public let rawValue: UInt

    /// Creates edges from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The top edge.
    public static var top: NSDirectionalRectEdge { .init(rawValue: 1 << 0) }
    /// The leading edge.
    public static var leading: NSDirectionalRectEdge { .init(rawValue: 1 << 1) }
    /// The bottom edge.
    public static var bottom: NSDirectionalRectEdge { .init(rawValue: 1 << 2) }
    /// The trailing edge.
    public static var trailing: NSDirectionalRectEdge { .init(rawValue: 1 << 3) }
    /// Every edge.
    public static var all: NSDirectionalRectEdge { .init(rawValue: 0xF) }
}
