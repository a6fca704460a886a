// ViewLifecycle · HeadlessSwiftUI

/// SwiftUI's `ContentSizeCategory` from the SDK: Apple's cases, stored as given.
@available(iOS, introduced: 13.0, deprecated: 100000.0, renamed: "DynamicTypeSize")
public enum ContentSizeCategory: Hashable, CaseIterable, Sendable {
    /// Apple's `extraSmall` case.
    case extraSmall
    /// Apple's `small` case.
    case small
    /// Apple's `medium` case.
    case medium
    /// Apple's `large` case.
    case large
    /// Apple's `extraLarge` case.
    case extraLarge
    /// Apple's `extraExtraLarge` case.
    case extraExtraLarge
    /// Apple's `extraExtraExtraLarge` case.
    case extraExtraExtraLarge
    /// Apple's `accessibilityMedium` case.
    case accessibilityMedium
    /// Apple's `accessibilityLarge` case.
    case accessibilityLarge
    /// Apple's `accessibilityExtraLarge` case.
    case accessibilityExtraLarge
    /// Apple's `accessibilityExtraExtraLarge` case.
    case accessibilityExtraExtraLarge
    /// Apple's `accessibilityExtraExtraExtraLarge` case.
    case accessibilityExtraExtraExtraLarge
}
