// ViewLifecycle · ViewLifecycle
// The headless viewport probe; Apple's SwiftUI's is ViewportProbe+SwiftUI.swift.

#if Headless || !(os(macOS) || canImport(UIKit))
    extension ViewportProbe {
        /// The content, reporting the share HeadlessSwiftUI's viewport computes: after the
        /// update that builds the view, then at every scroll or update that changes it.
        func body(content: Content) -> some View {
            let gate = gate
            let handlers = handlers
            return content.onViewportShareChange { share in
                gate.viewportChanged(share: share, handlers: handlers)
            }
        }
    }
#endif
