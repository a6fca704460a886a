// ViewLifecycle · ViewLifecycle
// The headless viewport probe; Apple's SwiftUI's is ViewportProbe+SwiftUI.swift.

#if Headless || !(os(macOS) || canImport(UIKit))
    /// Tells a ``VisibilityGate`` how much of the view is inside its scroll view: headless, the
    /// share HeadlessSwiftUI's viewport computes (after the update that builds the view, then at
    /// every scroll or update that changes it).
    struct ViewportProbe: ViewModifier {
        /// The gate of the view.
        let gate: VisibilityGate
        /// The handlers of this view update.
        let handlers: LifecycleHandlers

        func body(content: Content) -> some View {
            let gate = gate
            let handlers = handlers
            content.onViewportShareChange { share in gate.viewportChanged(share: share, handlers: handlers) }
        }
    }
#endif
