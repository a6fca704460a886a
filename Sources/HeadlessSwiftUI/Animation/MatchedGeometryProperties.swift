// ViewLifecycle · HeadlessSwiftUI

/// A set of view properties that may be synchronized between views using the
/// `View.matchedGeometryEffect()` function.
@frozen public struct MatchedGeometryProperties: OptionSet, Sendable {
    /// The raw value.
    public let rawValue: UInt32

    /// Creates a set from its raw value.
    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// The view's position, in window coordinates.
    public static let position = MatchedGeometryProperties(rawValue: 1 << 0)
    /// The view's size, in local coordinates.
    public static let size = MatchedGeometryProperties(rawValue: 1 << 1)
    /// Both the `position` and `size` properties.
    public static let frame: MatchedGeometryProperties = [.position, .size]
}
