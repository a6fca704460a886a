// ViewLifecycle · ViewLifecycle

/// Tells a ``VisibilityGate`` how much of the view is inside its scroll view.
///
/// One probe on every platform; how it measures is the platform's: headless in
/// ViewportProbe+Headless.swift, with Apple's SwiftUI in ViewportProbe+SwiftUI.swift.
struct ViewportProbe: ViewModifier {
    /// The gate of the view.
    let gate: VisibilityGate
    /// The handlers of this view update.
    let handlers: LifecycleHandlers
}
