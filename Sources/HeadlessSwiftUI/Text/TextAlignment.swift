// ViewLifecycle · HeadlessSwiftUI

/// An alignment position for text along the horizontal axis.
@frozen public enum TextAlignment: Hashable, CaseIterable, Sendable {
    /// Leading.
    case leading
    /// Centered.
    case center
    /// Trailing.
    case trailing
}
