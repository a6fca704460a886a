// ViewLifecycle · HeadlessUIKit

/// UIKit's `UITraitEnvironmentLayoutDirection` from the SDK: Apple's cases and raw values, stored as given.
@available(iOS 10.0, *)
public enum UITraitEnvironmentLayoutDirection: Int, @unchecked Sendable {
    /// Apple's `unspecified` case (raw value -1).
    case unspecified = -1
    /// Apple's `leftToRight` case (raw value 0).
    case leftToRight = 0
    /// Apple's `rightToLeft` case (raw value 1).
    case rightToLeft = 1
}
