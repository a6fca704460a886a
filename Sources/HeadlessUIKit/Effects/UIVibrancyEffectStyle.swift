// ViewLifecycle · HeadlessUIKit

/// The kinds of vibrancy for content over a blur, with UIKit's raw values.
public enum UIVibrancyEffectStyle: Int, @unchecked Sendable {
    /// Vibrancy for primary text.
    case label = 0
    /// Vibrancy for secondary text.
    case secondaryLabel = 1
    /// Vibrancy for tertiary text.
    case tertiaryLabel = 2
    /// Vibrancy for quaternary text.
    case quaternaryLabel = 3
    /// Vibrancy for thick filled areas.
    case fill = 4
    /// Vibrancy for secondary filled areas.
    case secondaryFill = 5
    /// Vibrancy for tertiary filled areas.
    case tertiaryFill = 6
    /// Vibrancy for separator lines.
    case separator = 7
}
