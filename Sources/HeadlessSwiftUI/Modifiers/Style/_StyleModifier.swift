// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind every style modifier that only draws (foreground style, tint,
/// opacity, shadow, clip shape, effects...): one graph node that keeps its content under
/// `.content` and stores what it was given, so it never changes identity or state.
struct _StyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// What the modifier draws.
    let attribute: StyleAttribute
}

extension View {
    /// This view under a style modifier carrying `attribute`.
    func styled(_ attribute: StyleAttribute) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(attribute: attribute))
    }
}
