// ViewLifecycle · ViewLifecycle

// What the bridge's `make…` and `update…` do, on UIKit and AppKit alike: each platform's
// representable names its methods as its protocol wants and calls these. `@MainActor` as those
// requirements are (the iOS 17.4 SDK's representable protocols are not isolated as a whole).
extension LifecycleBridge {
    /// The bridge's controller, for `make…`. The scene's activity is applied now, not after the
    /// update: the view may appear before then, and it must not appear as visible in an inactive
    /// scene. Nothing is on screen yet, so no handler runs.
    @MainActor func makeController(relay: LifecycleRelay, scenePhase: ScenePhase) -> LifecycleBridgeController
    {
        relay.sceneActivityChanged(isActive: scenePhase == .active)
        return LifecycleBridgeController(relay: relay)
    }

    /// What `update…` does: every update brings the closures of the latest body, so none is a
    /// stale capture; visibility handlers run after the update, as one that sets state must not
    /// set it during it.
    @MainActor func update(relay: LifecycleRelay, scenePhase: ScenePhase) {
        relay.handlers = handlers
        let isActive = scenePhase == .active
        afterViewUpdate { [weak relay] in
            relay?.sceneActivityChanged(isActive: isActive)
        }
    }
}
