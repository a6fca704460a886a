// ViewLifecycle · ViewLifecycle

// What the bridge's `make…` and `update…` do, on UIKit and AppKit alike: each platform's
// representable names its methods as its protocol wants and calls these. `@MainActor` as those
// requirements are (the iOS 17.4 SDK's representable protocols are not isolated as a whole).
extension LifecycleBridge {
    /// The relay, for `makeCoordinator()`, joined to the tracked view's link.
    @MainActor func makeRelay() -> LifecycleRelay {
        let relay = LifecycleRelay(handlers: handlers)
        link.relay = relay
        return relay
    }

    /// The bridge's controller, for `make…`. The scene's activity is applied now, not after the
    /// update: the view may appear before then, and it must not appear as visible in an inactive
    /// scene. Nothing is on screen yet, so no handler runs.
    @MainActor func makeController(relay: LifecycleRelay, scenePhase: ScenePhase) -> LifecycleBridgeController
    {
        relay.sceneActivityChanged(isActive: scenePhase == .active)
        let controller = LifecycleBridgeController(relay: relay)
        relay.bridge = controller
        if link.isShown {
            // SwiftUI showed the content before its bridge existed: the relay takes it once the
            // update is over, when the bridge has joined its parent or never will.
            afterViewUpdate { [weak relay] in relay?.swiftUIAppearanceChanged(isShown: true) }
        }
        return controller
    }

    /// What `update…` does: every update brings the closures of the latest body, so none is a
    /// stale capture, and the scene's activity, taken at once (a row SwiftUI brings back in the
    /// same update must not appear visible in the background); visibility handlers run after
    /// the update, as one that sets state must not set it during it.
    @MainActor func update(relay: LifecycleRelay, scenePhase: ScenePhase) {
        relay.handlers = handlers
        relay.sceneActivityChangedInUpdate(isActive: scenePhase == .active)
    }
}
