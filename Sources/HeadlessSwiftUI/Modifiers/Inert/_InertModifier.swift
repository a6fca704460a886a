// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind every modifier that only changes how a view is drawn or laid out
/// (padding, frame, font, line limit, keyboard type, animation...): one graph node that keeps
/// its content under `.content` and stores what it was given, so it never changes identity or
/// state, and costs one small value per use.
struct _InertModifier: ViewModifier, PrimitiveModifier, Equatable {
    typealias Body = Never
    /// What the modifier draws or configures.
    let attribute: InertAttribute
}

extension View {
    /// This view under an inert modifier carrying `attribute`.
    func inert(_ attribute: InertAttribute) -> ModifiedContent<Self, _InertModifier> {
        modifier(_InertModifier(attribute: attribute))
    }
}
