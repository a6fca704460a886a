// ViewLifecycle · LifecycleCore

/// Where a view stands in its appearance cycle.
///
/// The phases form one cycle,
/// `hidden → appearing → visible → disappearing → hidden`, plus the two edges of a cancelled
/// interactive transition, `appearing → disappearing` and `disappearing → appearing`. A phase's
/// raw value is its name as one lowercase word, as reports print and encode it.
public enum AppearancePhase: String, Hashable, Sendable, Codable {
    /// Not on screen: before the first appearance, or after `didDisappear`.
    case hidden
    /// Between `willAppear` and `didAppear`.
    case appearing
    /// On screen: between `didAppear` and `willDisappear`.
    case visible
    /// Between `willDisappear` and `didDisappear`.
    case disappearing
}
