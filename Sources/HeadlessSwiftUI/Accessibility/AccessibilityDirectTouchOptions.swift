// ViewLifecycle · HeadlessSwiftUI

/// An option set that defines the functionality of a view's direct touch area.
///
/// Headlessly it is a plain option set: no assistive technology runs.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// The raw value's type.
    public typealias RawValue = UInt
    /// The raw value.
    public let rawValue: AccessibilityDirectTouchOptions.RawValue

    /// Creates a set from its raw value.
    public init(rawValue: AccessibilityDirectTouchOptions.RawValue) {
        self.rawValue = rawValue
    }

    /// Allows a direct touch area to immediately receive touch events without announcing its
    /// content.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Prevents touch passthrough with the direct touch area until an assistive technology,
    /// such as VoiceOver, has activated the direct touch area.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)

    /// A set's element is a set.
    public typealias ArrayLiteralElement = AccessibilityDirectTouchOptions
    /// A set's element is a set.
    public typealias Element = AccessibilityDirectTouchOptions
}
