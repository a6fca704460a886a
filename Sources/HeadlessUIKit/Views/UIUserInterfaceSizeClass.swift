// ViewLifecycle · HeadlessUIKit

/// A broad size class of one axis.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    case unspecified = 0
    case compact = 1
    case regular = 2
}
