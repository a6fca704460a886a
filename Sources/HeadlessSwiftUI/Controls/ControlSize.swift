// ViewLifecycle · HeadlessSwiftUI

/// The size classes, like regular or small, that you can apply to controls within a view.
public enum ControlSize: CaseIterable, Sendable {
    /// A control version that is minimally sized.
    case mini
    /// A control version that is proportionally smaller size for space-constrained views.
    case small
    /// A control version that is the default size.
    case regular
    /// A control version that is prominently sized.
    case large
    /// A control version that is substantially sized.
    case extraLarge
}
