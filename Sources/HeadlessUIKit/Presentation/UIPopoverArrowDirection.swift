// ViewLifecycle · HeadlessUIKit

/// The directions a popover's arrow may point, with UIKit's bit values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, @unchecked Sendable {
    /// The directions' bits.
    public let rawValue: UInt

    /// Creates directions from their bits.
    ///
    /// - Parameter rawValue: The bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Up.
    public static var up: UIPopoverArrowDirection { .init(rawValue: 1 << 0) }
    /// Down.
    public static var down: UIPopoverArrowDirection { .init(rawValue: 1 << 1) }
    /// Left.
    public static var left: UIPopoverArrowDirection { .init(rawValue: 1 << 2) }
    /// Right.
    public static var right: UIPopoverArrowDirection { .init(rawValue: 1 << 3) }
    /// Any direction.
    public static var any: UIPopoverArrowDirection { .init(rawValue: 0xF) }
    /// Not yet known.
    public static var unknown: UIPopoverArrowDirection { .init(rawValue: UInt.max) }
}
