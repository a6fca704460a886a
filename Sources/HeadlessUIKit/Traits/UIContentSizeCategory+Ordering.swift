// ViewLifecycle · HeadlessUIKit

import Foundation

extension UIContentSizeCategory {
    /// The categories from smallest to largest, as UIKit orders them.
    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// The category's place in `order`; `unspecified` (and any unknown name) before every category.
    private var rank: Int { UIContentSizeCategory.order.firstIndex(of: self) ?? -1 }

    /// Posted when the preferred content size category changes (never headlessly: the category is fixed).
    @available(iOS 7.0, *)
    public static let didChangeNotification = NSNotification.Name(
        "UIContentSizeCategoryDidChangeNotification")

    /// The user-info key of the new category in `didChangeNotification`.
    @available(iOS 7.0, *)
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    /// Whether the category is one of the accessibility sizes.
    @available(iOS 11.0, *)
    public var isAccessibilityCategory: Bool {
        rank >= UIContentSizeCategory.order.firstIndex(of: .accessibilityMedium)!
    }

    /// Whether `left` is smaller than `right`.
    @available(iOS 11.0, *)
    public static func < (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank < right.rank
    }

    /// Whether `left` is smaller than or the same as `right`.
    @available(iOS 11.0, *)
    public static func <= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank <= right.rank
    }

    /// Whether `left` is larger than `right`.
    @available(iOS 11.0, *)
    public static func > (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank > right.rank
    }

    /// Whether `left` is larger than or the same as `right`.
    @available(iOS 11.0, *)
    public static func >= (left: UIContentSizeCategory, right: UIContentSizeCategory) -> Bool {
        left.rank >= right.rank
    }
}

@available(iOS 17.0, tvOS 17.0, *)
extension UIContentSizeCategory: Comparable {}
