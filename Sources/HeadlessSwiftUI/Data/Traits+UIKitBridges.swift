// ViewLifecycle · HeadlessSwiftUI

// The conversions between SwiftUI's environment values and UIKit's traits: each case maps to
// the case of the same name; UIKit's `unspecified` has no SwiftUI value (`nil`).

extension ColorScheme {
    /// The color scheme of a UIKit interface style; `nil` for `.unspecified`.
    @available(iOS 14.0, *)
    public init?(_ uiUserInterfaceStyle: UIUserInterfaceStyle) {
        switch uiUserInterfaceStyle {
        case .light: self = .light
        case .dark: self = .dark
        default: return nil
        }
    }
}

extension UIUserInterfaceStyle {
    /// The UIKit interface style of a color scheme; `.unspecified` for `nil`.
    @available(iOS 14.0, *)
    public init(_ colorScheme: ColorScheme?) {
        switch colorScheme {
        case .light: self = .light
        case .dark: self = .dark
        case nil: self = .unspecified
        }
    }
}

extension ColorSchemeContrast {
    /// The contrast of a UIKit accessibility contrast; `nil` for `.unspecified`.
    @available(iOS 14.0, *)
    public init?(_ uiAccessibilityContrast: UIAccessibilityContrast) {
        switch uiAccessibilityContrast {
        case .normal: self = .standard
        case .high: self = .increased
        default: return nil
        }
    }
}

extension UIAccessibilityContrast {
    /// The UIKit accessibility contrast of a contrast; `.unspecified` for `nil`.
    @available(iOS 14.0, *)
    public init(_ colorSchemeContrast: ColorSchemeContrast?) {
        switch colorSchemeContrast {
        case .standard: self = .normal
        case .increased: self = .high
        case nil: self = .unspecified
        }
    }
}

extension LayoutDirection {
    /// The layout direction of a UIKit one; `nil` for `.unspecified`.
    @available(iOS 14.0, *)
    public init?(_ uiLayoutDirection: UITraitEnvironmentLayoutDirection) {
        switch uiLayoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        default: return nil
        }
    }
}

extension UITraitEnvironmentLayoutDirection {
    /// The UIKit layout direction of a SwiftUI one.
    @available(iOS 14.0, *)
    public init(_ layoutDirection: LayoutDirection) {
        switch layoutDirection {
        case .leftToRight: self = .leftToRight
        case .rightToLeft: self = .rightToLeft
        }
    }
}

extension LegibilityWeight {
    /// The legibility weight of a UIKit one; `nil` for `.unspecified`.
    @available(iOS 14.0, *)
    public init?(_ uiLegibilityWeight: UILegibilityWeight) {
        switch uiLegibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        default: return nil
        }
    }
}

extension UILegibilityWeight {
    /// The UIKit legibility weight of a SwiftUI one; `.unspecified` for `nil`.
    @available(iOS 14.0, *)
    public init(_ legibilityWeight: LegibilityWeight?) {
        switch legibilityWeight {
        case .regular: self = .regular
        case .bold: self = .bold
        case nil: self = .unspecified
        }
    }
}

extension ContentSizeCategory {
    /// Whether the category is one of the accessibility sizes.
    @available(iOS 13.4, *)
    public var isAccessibilityCategory: Bool {
        switch self {
        case .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge,
            .accessibilityExtraExtraLarge,
            .accessibilityExtraExtraExtraLarge:
            true
        default: false
        }
    }

    /// The category's place, smallest first.
    private var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Whether `lhs` is smaller than `rhs`.
    @available(iOS 14.0, *)
    public static func < (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order < rhs.order
    }

    /// Whether `lhs` is smaller than or the same as `rhs`.
    @available(iOS 14.0, *)
    public static func <= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order <= rhs.order
    }

    /// Whether `lhs` is larger than `rhs`.
    @available(iOS 14.0, *)
    public static func > (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order > rhs.order
    }

    /// Whether `lhs` is larger than or the same as `rhs`.
    @available(iOS 14.0, *)
    public static func >= (lhs: ContentSizeCategory, rhs: ContentSizeCategory) -> Bool {
        lhs.order >= rhs.order
    }

    /// The pairs of SwiftUI and UIKit categories, smallest first.
    static let uiKitPairs: [(ContentSizeCategory, UIContentSizeCategory)] = [
        (.extraSmall, .extraSmall), (.small, .small), (.medium, .medium), (.large, .large),
        (.extraLarge, .extraLarge), (.extraExtraLarge, .extraExtraLarge),
        (.extraExtraExtraLarge, .extraExtraExtraLarge), (.accessibilityMedium, .accessibilityMedium),
        (.accessibilityLarge, .accessibilityLarge), (.accessibilityExtraLarge, .accessibilityExtraLarge),
        (.accessibilityExtraExtraLarge, .accessibilityExtraExtraLarge),
        (.accessibilityExtraExtraExtraLarge, .accessibilityExtraExtraExtraLarge),
    ]

    /// The category of a UIKit one; `nil` for `.unspecified` or an unknown one.
    @available(iOS 14.0, *)
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let pair = Self.uiKitPairs.first(where: { $0.1 == uiSizeCategory }) else { return nil }
        self = pair.0
    }
}

extension DynamicTypeSize {
    /// The Dynamic Type size of a UIKit category (in the same place, smallest first); `nil` for
    /// `.unspecified` or an unknown one.
    @available(iOS 15.0, *)
    public init?(_ uiSizeCategory: UIContentSizeCategory) {
        guard let index = ContentSizeCategory.uiKitPairs.firstIndex(where: { $0.1 == uiSizeCategory }) else {
            return nil
        }
        self = DynamicTypeSize.allCases[index]
    }
}

extension UIContentSizeCategory {
    /// The UIKit category of a SwiftUI one; `.unspecified` for `nil`.
    @available(iOS 14.0, *)
    public init(_ sizeCategory: ContentSizeCategory?) {
        self = ContentSizeCategory.uiKitPairs.first { $0.0 == sizeCategory }?.1 ?? .unspecified
    }

    /// The UIKit category of a Dynamic Type size (in the same place, smallest first);
    /// `.unspecified` for `nil`.
    @available(iOS 15.0, *)
    public init(_ dynamicTypeSize: DynamicTypeSize?) {
        guard let dynamicTypeSize, let index = DynamicTypeSize.allCases.firstIndex(of: dynamicTypeSize) else {
            self = .unspecified
            return
        }
        self = ContentSizeCategory.uiKitPairs[index].1
    }
}
