// ViewLifecycle · ViewLifecycle
// UIKit's representable (iOS, tvOS, visionOS, Mac Catalyst, and HeadlessSwiftUI elsewhere); the
// macOS one is LifecycleBridge+AppKit.swift.

#if !os(macOS)
    /// The zero-size representable behind a tracked view: it owns the view's relay as its
    /// coordinator and hosts one ``LifecycleBridgeController``.
    struct LifecycleBridge: UIViewControllerRepresentable {
        /// The handlers of this view update.
        let handlers: LifecycleHandlers

        func makeCoordinator() -> LifecycleRelay {
            LifecycleRelay(handlers: handlers)
        }

        func makeUIViewController(context: Context) -> LifecycleBridgeController {
            // Now, not after the update: the view may appear before then, and it must not appear as
            // visible in an inactive scene. Nothing is on screen yet, so no handler runs.
            context.coordinator.sceneActivityChanged(isActive: context.environment.scenePhase == .active)
            return LifecycleBridgeController(relay: context.coordinator)
        }

        func updateUIViewController(_ bridge: LifecycleBridgeController, context: Context) {
            // Every update brings the closures of the latest body, so none is a stale capture.
            context.coordinator.handlers = handlers
            // Visibility handlers run after the update: one that sets state must not set it during it.
            let isActive = context.environment.scenePhase == .active
            afterViewUpdate { [weak relay = context.coordinator] in
                relay?.sceneActivityChanged(isActive: isActive)
            }
        }

        static func dismantleUIViewController(
            _ bridge: LifecycleBridgeController, coordinator: LifecycleRelay
        ) {
            coordinator.tearDown()
        }
    }
#endif
