// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `overlay`: the overlay is a child beside the content.
struct _OverlayModifier<Overlay: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var overlay: Overlay
    var alignment: Alignment

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(.overlay, overlay)
    }
}

extension View {
    /// Layers a secondary view in front of this view.
    ///
    /// - Parameters:
    ///   - overlay: The view to layer in front of this view.
    ///   - alignment: The alignment for `overlay` in relation to this view.
    /// - Returns: A view with `overlay` in front of it.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0, message: "Use `overlay(alignment:content:)` instead."
    )
    @_disfavoredOverload
    public func overlay<Overlay>(_ overlay: Overlay, alignment: Alignment = .center) -> some View
    where Overlay: View {
        modifier(_OverlayModifier(overlay: overlay, alignment: alignment))
    }

    /// Layers the views that you specify in front of this view.
    ///
    /// - Parameters:
    ///   - alignment: The alignment of the overlay stack.
    ///   - content: A view builder that produces the overlay views.
    /// - Returns: A view with the overlay in front of it.
    public func overlay<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(_OverlayModifier(overlay: content(), alignment: alignment))
    }
}
