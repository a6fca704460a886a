// ViewLifecycle · ViewLifecycle

/// What a tracked view with `onVisibilityChange(threshold:_:)` handlers puts around its content:
/// the bridge, as any tracked view has, whose relay also tells a ``VisibilityGate`` its
/// visibility, and the platform's ``ViewportProbe``, which tells the gate how much of the view is
/// inside its scroll view.
struct VisibilityThresholdTracking: ViewModifier {
    /// The handlers of this view update.
    let handlers: LifecycleHandlers
    /// The tracked view's link, which SwiftUI's appearance of it goes through.
    let link: RelayLink
    /// The gate of this view identity.
    @State private var gate = VisibilityGate()

    func body(content: Content) -> some View {
        let gate = gate
        let handlers = handlers
        // Both closures carry this update's handlers, so each input reaches the latest ones.
        let bridged = handlers.merging(
            LifecycleHandlers(visibility: { visible in gate.visibilityChanged(visible, handlers: handlers) }))
        content
            .modifier(ViewportProbe(gate: gate, handlers: handlers))
            .background(LifecycleBridge(handlers: bridged, link: link).reportingSwiftUIAppearance())
    }
}
