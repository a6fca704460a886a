// ViewLifecycle · HeadlessUIKit

/// UIKit's `UIContentSizeCategory` from the SDK: named constants, stored as given.
@available(iOS 7.0, *)
public struct UIContentSizeCategory: Hashable, Equatable, RawRepresentable, @unchecked Sendable {
    /// The constant's name, as given.
    public let rawValue: String

    /// Creates a constant from its name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Apple's `unspecified`; its raw value is the Objective-C constant's name.
    @available(iOS 10.0, *)
    public static let unspecified = UIContentSizeCategory(rawValue: "UIContentSizeCategoryUnspecified")
    /// Apple's `extraSmall`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let extraSmall = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraSmall")
    /// Apple's `small`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let small = UIContentSizeCategory(rawValue: "UIContentSizeCategorySmall")
    /// Apple's `medium`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let medium = UIContentSizeCategory(rawValue: "UIContentSizeCategoryMedium")
    /// Apple's `large`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let large = UIContentSizeCategory(rawValue: "UIContentSizeCategoryLarge")
    /// Apple's `extraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let extraLarge = UIContentSizeCategory(rawValue: "UIContentSizeCategoryExtraLarge")
    /// Apple's `extraExtraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let extraExtraLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryExtraExtraLarge")
    /// Apple's `extraExtraExtraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let extraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryExtraExtraExtraLarge")
    /// Apple's `accessibilityMedium`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let accessibilityMedium = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryAccessibilityMedium")
    /// Apple's `accessibilityLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let accessibilityLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryAccessibilityLarge")
    /// Apple's `accessibilityExtraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let accessibilityExtraLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryAccessibilityExtraLarge")
    /// Apple's `accessibilityExtraExtraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryAccessibilityExtraExtraLarge")
    /// Apple's `accessibilityExtraExtraExtraLarge`; its raw value is the Objective-C constant's name.
    @available(iOS 7.0, *)
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
        rawValue: "UIContentSizeCategoryAccessibilityExtraExtraExtraLarge")
}
