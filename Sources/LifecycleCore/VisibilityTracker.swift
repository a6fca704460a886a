// ViewLifecycle · LifecycleCore

/// A state machine that reports when a view becomes visible to the user or stops being so.
///
/// A view is visible while its appearance phase is ``AppearancePhase/visible`` and its scene is
/// active. Each input returns the new visibility only when it changed, so a handler driven by
/// the tracker is called on change only.
public struct VisibilityTracker: Sendable {
    /// The appearance phase last reported.
    public private(set) var phase: AppearancePhase = .hidden
    /// Whether the scene was last reported active.
    public private(set) var isSceneActive: Bool
    /// Whether the view is visible now.
    public var isVisible: Bool { phase == .visible && isSceneActive }

    /// Creates a tracker for a hidden view.
    ///
    /// - Parameter isSceneActive: Whether the view's scene is active to begin with.
    public init(isSceneActive: Bool = true) {
        self.isSceneActive = isSceneActive
    }

    /// Takes the phase after a delivered event.
    ///
    /// - Returns: The new visibility if it changed, otherwise `nil`.
    public mutating func phaseChanged(to phase: AppearancePhase) -> Bool? {
        let wasVisible = isVisible
        self.phase = phase
        return isVisible == wasVisible ? nil : isVisible
    }

    /// Takes the scene's activity, as from `scenePhase` or the application's notifications.
    ///
    /// - Returns: The new visibility if it changed, otherwise `nil`.
    public mutating func sceneActivityChanged(isActive: Bool) -> Bool? {
        let wasVisible = isVisible
        isSceneActive = isActive
        return isVisible == wasVisible ? nil : isVisible
    }
}
