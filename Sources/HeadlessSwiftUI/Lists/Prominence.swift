// ViewLifecycle · HeadlessSwiftUI

/// A type indicating the prominence of a view hierarchy.
public enum Prominence: Hashable, Sendable {
    /// The standard prominence.
    case standard
    /// An increased prominence.
    case increased
}
