// ViewLifecycle · HeadlessSwiftUI

/// A navigation stack's context as the views inside the stack reach it: weakly.
///
/// The stack's node owns the context (its coordinator) and the context owns the stack's screens;
/// each screen's graph keeps the environment it was given, so a strong reference there would be
/// a screen owning its own owner, and the stack's screens would outlive the stack. A view inside
/// looks the context up when it acts, as it finds its `dismiss` (which holds it weakly too).
struct NavigationContextReference {
    weak var context: NavigationContext?
}
