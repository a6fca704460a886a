// ViewLifecycle · ViewLifecycle
// AppKit's representable (macOS); UIKit's is LifecycleBridge+UIKit.swift. Written against Apple's
// documented NSViewControllerRepresentable API: no macOS SDK is available to check it here.

#if os(macOS) && !Headless
    /// The zero-size representable behind a tracked view on macOS: it owns the view's relay as
    /// its coordinator and hosts one ``LifecycleBridgeController``.
    struct LifecycleBridge: NSViewControllerRepresentable {
        /// The handlers of this view update.
        let handlers: LifecycleHandlers
        /// The tracked view's link, which SwiftUI's appearance of it goes through.
        let link: RelayLink

        func makeCoordinator() -> LifecycleRelay {
            makeRelay()
        }

        func makeNSViewController(context: Context) -> LifecycleBridgeController {
            makeController(relay: context.coordinator, scenePhase: context.environment.scenePhase)
        }

        func updateNSViewController(_ bridge: LifecycleBridgeController, context: Context) {
            update(relay: context.coordinator, scenePhase: context.environment.scenePhase)
        }

        static func dismantleNSViewController(
            _ bridge: LifecycleBridgeController, coordinator: LifecycleRelay
        ) {
            coordinator.tearDown()
        }
    }
#endif
