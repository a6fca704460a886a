// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The key of `colorScheme`: light.
struct ColorSchemeKey: EnvironmentKey {
    static let defaultValue = ColorScheme.light
}

/// The key of `horizontalSizeClass`: compact (an iPhone in portrait).
struct HorizontalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .compact
}

/// The key of `verticalSizeClass`: regular (an iPhone in portrait).
struct VerticalSizeClassKey: EnvironmentKey {
    static let defaultValue: UserInterfaceSizeClass? = .regular
}

/// The key of `dynamicTypeSize`: large, the system default.
struct DynamicTypeSizeKey: EnvironmentKey {
    static let defaultValue = DynamicTypeSize.large
}

/// The key of `locale`: the process's current locale.
struct LocaleKey: EnvironmentKey {
    static var defaultValue: Locale { .current }
}

/// The key of `calendar`: the process's current calendar.
struct CalendarKey: EnvironmentKey {
    static var defaultValue: Calendar { .current }
}

/// The key of `timeZone`: the process's current time zone.
struct TimeZoneKey: EnvironmentKey {
    static var defaultValue: TimeZone { .current }
}

/// The key of `layoutDirection`: left to right.
struct LayoutDirectionKey: EnvironmentKey {
    static let defaultValue = LayoutDirection.leftToRight
}

/// The key of `displayScale`: 3, an iPhone's (guess).
struct DisplayScaleKey: EnvironmentKey {
    static let defaultValue: CGFloat = 3
}

/// The key of `openURL`: the system action.
struct OpenURLActionKey: EnvironmentKey {
    static var defaultValue: OpenURLAction {
        OpenURLAction { _ in .systemAction }
    }
}
