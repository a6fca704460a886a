// ViewLifecycle · HeadlessSwiftUI

/// An indication of a scene's operational state.
///
/// Headlessly there is one scene, whose phase follows the app: `Headless.enterBackground()`
/// moves it through `.inactive` to `.background`, `Headless.enterForeground()` back to `.active`.
public enum ScenePhase: Comparable, Hashable, Sendable {
    /// The scene isn't currently visible in the UI.
    case background
    /// The scene is in the foreground but should pause its work.
    case inactive
    /// The scene is in the foreground and interactive.
    case active
}

/// The environment key of the scene phase.
struct ScenePhaseKey: EnvironmentKey {
    static let defaultValue = ScenePhase.active
}

extension EnvironmentValues {
    /// The current phase of the scene.
    public var scenePhase: ScenePhase {
        get { self[ScenePhaseKey.self] }
        set { self[ScenePhaseKey.self] = newValue }
    }
}
