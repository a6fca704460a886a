// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `transformAnchorPreference(key:value:transform:)`: changes its content's
/// value for `Key` with the anchor resolved against the content's frame.
struct _AnchorTransformModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier,
    AnchorPreferenceModifier
{
    typealias Body = Never
    let anchor: Anchor<AnchorValue>.Source
    let transform: (inout Key.Value, Anchor<AnchorValue>) -> Void

    func apply<K: PreferenceKey>(_ key: K.Type, at node: ViewNode, to value: inout K.Value?) {
        guard K.self == Key.self, var current = (value ?? K.defaultValue) as? Key.Value else { return }
        transform(&current, anchor.resolve(AnchorLayout.frame(of: node)))
        value = current as? K.Value
    }
}
