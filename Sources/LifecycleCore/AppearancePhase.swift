// ViewLifecycle · LifecycleCore

/// Where a view stands in its appearance cycle.
///
/// The phases form one cycle,
/// `hidden → appearing → visible → disappearing → hidden`, plus the two edges of a cancelled
/// interactive transition, `appearing → disappearing` and `disappearing → appearing`.
public enum AppearancePhase: Hashable, Sendable {
    /// Not on screen: before the first appearance, or after `didDisappear`.
    case hidden
    /// Between `willAppear` and `didAppear`.
    case appearing
    /// On screen: between `didAppear` and `willDisappear`.
    case visible
    /// Between `willDisappear` and `didDisappear`.
    case disappearing
}
