// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `anchorPreference(key:value:transform:)`: its content's value for `Key`
/// is `transform` of the anchor resolved against the content's frame.
struct _AnchorWritingModifier<AnchorValue, Key: PreferenceKey>: ViewModifier, PrimitiveModifier,
    AnchorPreferenceModifier
{
    typealias Body = Never
    let anchor: Anchor<AnchorValue>.Source
    let transform: (Anchor<AnchorValue>) -> Key.Value

    func apply<K: PreferenceKey>(_ key: K.Type, at node: ViewNode, to value: inout K.Value?) {
        guard K.self == Key.self else { return }
        value = transform(anchor.resolve(AnchorLayout.frame(of: node))) as? K.Value
    }
}
