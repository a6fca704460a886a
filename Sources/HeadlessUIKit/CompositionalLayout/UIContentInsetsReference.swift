// ViewLifecycle · HeadlessUIKit

/// What a compositional section's content insets are measured from (recorded: the headless
/// screen has no safe area or margins).
public enum UIContentInsetsReference: Int, Sendable {
    /// UIKit's choice.
    case automatic = 0
    /// Nothing: the insets alone.
    case none = 1
    /// The safe area.
    case safeArea = 2
    /// The layout margins.
    case layoutMargins = 3
    /// The readable content guide.
    case readableContent = 4
}
