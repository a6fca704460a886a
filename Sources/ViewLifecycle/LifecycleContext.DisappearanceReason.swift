// ViewLifecycle · ViewLifecycle

extension LifecycleContext {
    /// Why a view disappears.
    public enum DisappearanceReason: Hashable, Sendable {
        /// Something was pushed or presented over the view; it stays in the hierarchy and may
        /// appear again.
        case covered
        /// The view is leaving: popped, dismissed, removed from its container, or its SwiftUI
        /// identity left the graph.
        case removed
    }
}
