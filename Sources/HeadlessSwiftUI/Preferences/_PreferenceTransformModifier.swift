// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `transformPreference(_:_:)`: changes its content's value for `Key`.
struct _PreferenceTransformModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (inout Key.Value) -> Void
}
