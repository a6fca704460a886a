// ViewLifecycle · HeadlessUIKit

/// A broad size class of one axis.
public enum UIUserInterfaceSizeClass: Int, @unchecked Sendable {
    /// No size class is known yet.
    case unspecified = 0
    /// Little room on the axis: a phone's width in portrait.
    case compact = 1
    /// Ample room on the axis: an iPad's width.
    case regular = 2
}
