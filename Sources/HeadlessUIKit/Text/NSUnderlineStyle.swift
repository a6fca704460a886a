// ViewLifecycle · HeadlessUIKit

/// UIKit's `NSUnderlineStyle` from the SDK: an option set with the headers' bits.
@available(iOS 6.0, *)
public struct NSUnderlineStyle: OptionSet, @unchecked Sendable, Hashable {
    /// The option bits, as given.
    public let rawValue: Int

    /// Creates an option set from its bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Apple's `single` option (raw value 1).
    public static var single: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1) }
    /// Apple's `thick` option (raw value 2).
    @available(iOS 7.0, *)
    public static var thick: NSUnderlineStyle { NSUnderlineStyle(rawValue: 2) }
    /// Apple's `double` option (raw value 9).
    @available(iOS 7.0, *)
    public static var double: NSUnderlineStyle { NSUnderlineStyle(rawValue: 9) }
    /// Apple's `patternDot` option (raw value 256).
    @available(iOS 7.0, *)
    public static var patternDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 256) }
    /// Apple's `patternDash` option (raw value 512).
    @available(iOS 7.0, *)
    public static var patternDash: NSUnderlineStyle { NSUnderlineStyle(rawValue: 512) }
    /// Apple's `patternDashDot` option (raw value 768).
    @available(iOS 7.0, *)
    public static var patternDashDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 768) }
    /// Apple's `patternDashDotDot` option (raw value 1024).
    @available(iOS 7.0, *)
    public static var patternDashDotDot: NSUnderlineStyle { NSUnderlineStyle(rawValue: 1024) }
    /// Apple's `byWord` option (raw value 32768).
    @available(iOS 7.0, *)
    public static var byWord: NSUnderlineStyle { NSUnderlineStyle(rawValue: 32768) }
}
