// ViewLifecycle · HeadlessUIKit

/// UIKit's `UIAccessibilityContrast` from the SDK: Apple's cases and raw values, stored as given.
@available(iOS 13.0, *)
public enum UIAccessibilityContrast: Int, @unchecked Sendable {
    /// Apple's `unspecified` case (raw value -1).
    case unspecified = -1
    /// Apple's `normal` case (raw value 0).
    case normal = 0
    /// Apple's `high` case (raw value 1).
    case high = 1
}
