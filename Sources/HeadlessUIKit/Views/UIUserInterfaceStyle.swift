// ViewLifecycle · HeadlessUIKit

/// Light or dark mode.
public enum UIUserInterfaceStyle: Int, @unchecked Sendable {
    case unspecified = 0
    case light = 1
    case dark = 2
}
