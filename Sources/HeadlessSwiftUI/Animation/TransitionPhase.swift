// ViewLifecycle · HeadlessSwiftUI

/// Where a view is in its transition: appearing, at rest, or gone.
@available(iOS 17.0, *)
public enum TransitionPhase: Equatable, Hashable, Sendable {
    /// The view is about to appear.
    case willAppear
    /// The view is on screen, at rest.
    case identity
    /// The view has disappeared.
    case didDisappear
}
