// ViewLifecycle · HeadlessSwiftUI

/// The visibility of a UI element, chosen automatically based on the platform, current
/// context, and other factors.
@frozen public enum Visibility: Hashable, CaseIterable, Sendable {
    /// The element may be visible or hidden depending on the policies of the component.
    case automatic
    /// The element may be visible.
    case visible
    /// The element may be hidden.
    case hidden
}
