// ViewLifecycle · HeadlessUIKit

/// Light or dark mode.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    /// No style is known yet.
    case unspecified = 0
    /// Light mode.
    case light = 1
    /// Dark mode.
    case dark = 2
}
