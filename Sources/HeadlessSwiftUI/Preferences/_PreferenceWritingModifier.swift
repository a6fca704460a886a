// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `preference(key:value:)`: its content's value for `Key` is `value`.
struct _PreferenceWritingModifier<Key: PreferenceKey>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let value: Key.Value
}
