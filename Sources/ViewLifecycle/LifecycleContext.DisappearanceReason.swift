// ViewLifecycle · ViewLifecycle

extension LifecycleContext {
    /// Why a view disappears.
    public enum DisappearanceReason: Hashable, Sendable {
        /// Another screen took the view's place (a push, a full-screen presentation, another tab);
        /// it stays in the hierarchy and may appear again.
        case covered
        /// The view is leaving: popped, dismissed, removed from its container, or its SwiftUI
        /// identity left the graph.
        case removed
    }
}
