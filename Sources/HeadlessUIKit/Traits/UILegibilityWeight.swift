// ViewLifecycle · HeadlessUIKit

/// UIKit's `UILegibilityWeight` from the SDK: Apple's cases and raw values, stored as given.
@available(iOS 13.0, *)
public enum UILegibilityWeight: Int, @unchecked Sendable {
    /// Apple's `unspecified` case (raw value -1).
    case unspecified = -1
    /// Apple's `regular` case (raw value 0).
    case regular = 0
    /// Apple's `bold` case (raw value 1).
    case bold = 1
}
