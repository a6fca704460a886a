// ViewLifecycle · HeadlessSwiftUI

/// A set of symbolic safe area regions.
@frozen public struct SafeAreaRegions: OptionSet, Hashable, Sendable {
    /// The raw value.
    public let rawValue: UInt

    /// Creates a set from its raw value.
    public init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The safe area defined by the device and containers within the user interface.
    public static let container = SafeAreaRegions(rawValue: 1 << 0)
    /// The safe area matching the current extent of any software keyboard.
    public static let keyboard = SafeAreaRegions(rawValue: 1 << 1)
    /// All safe area regions.
    public static let all: SafeAreaRegions = [.container, .keyboard]
}
