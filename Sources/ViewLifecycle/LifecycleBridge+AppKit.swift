// ViewLifecycle · ViewLifecycle
// AppKit's representable (macOS); UIKit's is LifecycleBridge+UIKit.swift. Written against Apple's
// documented NSViewControllerRepresentable API: no macOS SDK is available to check it here.

#if os(macOS)
    /// The zero-size representable behind a tracked view on macOS: it owns the view's relay as
    /// its coordinator and hosts one ``LifecycleBridgeController``.
    struct LifecycleBridge: NSViewControllerRepresentable {
        /// The handlers of this view update.
        let handlers: LifecycleHandlers

        func makeCoordinator() -> LifecycleRelay {
            LifecycleRelay(handlers: handlers)
        }

        func makeNSViewController(context: Context) -> LifecycleBridgeController {
            // Now, not after the update: the view may appear before then, and it must not appear as
            // visible in an inactive scene. Nothing is on screen yet, so no handler runs.
            context.coordinator.sceneActivityChanged(isActive: context.environment.scenePhase == .active)
            return LifecycleBridgeController(relay: context.coordinator)
        }

        func updateNSViewController(_ bridge: LifecycleBridgeController, context: Context) {
            context.coordinator.handlers = handlers
            // Visibility handlers run after the update: one that sets state must not set it during it.
            let isActive = context.environment.scenePhase == .active
            afterViewUpdate { [weak relay = context.coordinator] in
                relay?.sceneActivityChanged(isActive: isActive)
            }
        }

        static func dismantleNSViewController(
            _ bridge: LifecycleBridgeController, coordinator: LifecycleRelay
        ) {
            coordinator.tearDown()
        }
    }
#endif
