// ViewLifecycle · HeadlessTesting

import HeadlessSwiftUI

extension ScreenRole {
    /// The actions of `accessibilityActions(_:)` before the modifier reads them as named
    /// actions of its content; never printed.
    package static let accessibilityActions = ScreenRole("AccessibilityActions")
    /// The share sheet a `ShareLink` presents (UIKit's activity view controller on a device).
    package static let shareSheet = ScreenRole("ShareSheet")
}
