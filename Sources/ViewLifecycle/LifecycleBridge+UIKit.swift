// ViewLifecycle · ViewLifecycle
// UIKit's representable (iOS, tvOS, visionOS, Mac Catalyst, and HeadlessSwiftUI elsewhere); the
// macOS one is LifecycleBridge+AppKit.swift.

#if Headless || !os(macOS)
    /// The zero-size representable behind a tracked view: it owns the view's relay as its
    /// coordinator and hosts one ``LifecycleBridgeController``.
    struct LifecycleBridge: UIViewControllerRepresentable {
        /// The handlers of this view update.
        let handlers: LifecycleHandlers
        /// The tracked view's link, which SwiftUI's appearance of it goes through.
        let link: RelayLink

        func makeCoordinator() -> LifecycleRelay {
            makeRelay()
        }

        func makeUIViewController(context: Context) -> LifecycleBridgeController {
            makeController(relay: context.coordinator, scenePhase: context.environment.scenePhase)
        }

        func updateUIViewController(_ bridge: LifecycleBridgeController, context: Context) {
            update(relay: context.coordinator, scenePhase: context.environment.scenePhase)
        }

        static func dismantleUIViewController(
            _ bridge: LifecycleBridgeController, coordinator: LifecycleRelay
        ) {
            coordinator.tearDown()
        }
    }
#endif
