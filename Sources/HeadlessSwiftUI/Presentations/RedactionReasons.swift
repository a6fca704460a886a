// ViewLifecycle · HeadlessSwiftUI

/// The reasons to apply a redaction to data displayed on screen.
public struct RedactionReasons: OptionSet, Sendable, Hashable {
    /// The raw value.
    public let rawValue: Int

    /// Creates a new set from a raw value.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// Displayed data should appear as generic placeholders.
    public static let placeholder = RedactionReasons(rawValue: 1 << 0)
    /// Displayed data should be obscured to protect private information.
    public static let privacy = RedactionReasons(rawValue: 1 << 1)
    /// Displayed data should appear as invalidated and pending a new update.
    public static let invalidated = RedactionReasons(rawValue: 1 << 2)
}
