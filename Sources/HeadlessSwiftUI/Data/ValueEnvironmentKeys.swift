// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// The key of `defaultMinListRowHeight`: 44 points, a list row's minimum height on iPhone.
struct DefaultMinListRowHeightKey: EnvironmentKey {
    static let defaultValue: CGFloat = 44
}

/// The key of `sidebarRowSize`: medium, the system default.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
struct SidebarRowSizeKey: EnvironmentKey {
    static let defaultValue = SidebarRowSize.medium
}

/// The key of `backgroundProminence`: standard, as outside any prominent background.
@available(iOS 17.0, macOS 14.0, tvOS 17.0, watchOS 10.0, *)
struct BackgroundProminenceKey: EnvironmentKey {
    static let defaultValue = BackgroundProminence.standard
}
