// ViewLifecycle · HeadlessUIKit

extension Headless {
    /// The iOS version whose observed behaviour this run follows; ``Profile/latest`` unless
    /// `reset(profile:)` picked another.
    public static var profile: Profile {
        HeadlessWorld.shared.profile
    }

    /// Starts a fresh world, as `reset()` does, that follows `profile`'s behaviour until the next
    /// reset.
    ///
    /// - Parameter profile: The iOS version to behave as (`.iOS17`, `.iOS18`, `.iOS26`).
    public static func reset(profile: Profile) {
        reset()
        HeadlessWorld.shared.profile = profile
    }
}
