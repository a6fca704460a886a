// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind the inert control modifiers: it keeps its content under `.content`
/// and only stores the attribute, so it costs one node and never changes identity or state.
struct _ControlAttributeModifier: ViewModifier, PrimitiveModifier, Equatable {
    typealias Body = Never
    let attribute: ControlAttribute
}
