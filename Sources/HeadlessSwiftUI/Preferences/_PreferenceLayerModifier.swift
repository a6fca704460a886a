// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `overlayPreferenceValue` and `backgroundPreferenceValue`: the content,
/// then the layer built from its value, under `.overlay` or `.background` (after the content
/// either way, as `background(_:)` places its view, so the content is built first).
struct _PreferenceLayerModifier<Key: PreferenceKey, Layer: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    let transform: (Key.Value) -> Layer
    /// Where the layer sits relative to the content (stored only: no layout).
    let alignment: Alignment
    /// `.overlay` or `.background`.
    let placement: ChildTag

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(placement, PreferenceLayerView<Key, Layer>(transform: transform))
    }
}
