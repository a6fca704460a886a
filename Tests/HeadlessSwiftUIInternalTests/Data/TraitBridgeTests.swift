// ViewLifecycle · HeadlessSwiftUIInternalTests

import Testing

@testable import HeadlessSwiftUI

extension SwiftUIInternalTests {
    // Issue 32: SwiftUI's environment values convert to and from UIKit's traits case by case;
    // content size categories order smallest first.
    @Suite(.serialized) @MainActor struct TraitBridgeTests {
        @Test("each SwiftUI value maps to UIKit's case of the same meaning and back; unspecified is nil")
        func bridges() {
            #expect(ColorScheme(UIUserInterfaceStyle.dark) == .dark)
            #expect(ColorScheme(UIUserInterfaceStyle.unspecified) == nil)
            #expect(UIUserInterfaceStyle(ColorScheme?.none) == .unspecified)
            #expect(UIUserInterfaceStyle(ColorScheme.light) == .light)
            #expect(ColorSchemeContrast(UIAccessibilityContrast.high) == .increased)
            #expect(UIAccessibilityContrast(ColorSchemeContrast.standard) == .normal)
            #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.rightToLeft) == .rightToLeft)
            #expect(LayoutDirection(UITraitEnvironmentLayoutDirection.unspecified) == nil)
            #expect(UITraitEnvironmentLayoutDirection(LayoutDirection.leftToRight) == .leftToRight)
            #expect(LegibilityWeight(UILegibilityWeight.bold) == .bold)
            #expect(UILegibilityWeight(LegibilityWeight?.none) == .unspecified)
            #expect(ContentSizeCategory(UIContentSizeCategory.accessibilityLarge) == .accessibilityLarge)
            #expect(ContentSizeCategory(UIContentSizeCategory.unspecified) == nil)
            #expect(DynamicTypeSize(UIContentSizeCategory.extraSmall) == .xSmall)
            #expect(
                DynamicTypeSize(UIContentSizeCategory.accessibilityExtraExtraExtraLarge) == .accessibility5)
            #expect(UIContentSizeCategory(ContentSizeCategory.medium) == .medium)
            #expect(UIContentSizeCategory(DynamicTypeSize.xxxLarge) == .extraExtraExtraLarge)
            #expect(UIContentSizeCategory(DynamicTypeSize?.none) == .unspecified)
        }

        @Test("content size categories compare smallest first and know the accessibility sizes")
        func ordering() {
            #expect(ContentSizeCategory.small < .large)
            #expect(ContentSizeCategory.large <= .large)
            #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
            #expect(!(ContentSizeCategory.small >= .medium))
            #expect(ContentSizeCategory.accessibilityMedium.isAccessibilityCategory)
            #expect(!ContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
        }
    }
}
