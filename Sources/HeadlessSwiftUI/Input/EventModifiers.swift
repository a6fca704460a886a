// ViewLifecycle · HeadlessSwiftUI

/// A set of key modifiers that you can add to a gesture.
@frozen public struct EventModifiers: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The Caps Lock key.
    public static let capsLock = EventModifiers(rawValue: 1 << 0)
    /// The Shift key.
    public static let shift = EventModifiers(rawValue: 1 << 1)
    /// The Control key.
    public static let control = EventModifiers(rawValue: 1 << 2)
    /// The Option key.
    public static let option = EventModifiers(rawValue: 1 << 3)
    /// The Command key.
    public static let command = EventModifiers(rawValue: 1 << 4)
    /// Any key on the numeric keypad.
    public static let numericPad = EventModifiers(rawValue: 1 << 5)
    /// The Function key.
    public static let function = EventModifiers(rawValue: 1 << 6)
    /// All possible modifier keys.
    public static let all = EventModifiers(rawValue: (1 << 7) - 1)
}
