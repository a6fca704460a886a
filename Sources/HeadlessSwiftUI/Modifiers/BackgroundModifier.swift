// ViewLifecycle · HeadlessSwiftUI

/// The modifier behind `background`: the background is a child beside the content.
struct _BackgroundModifier<Background: View>: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    var background: Background
    var alignment: Alignment

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.append(.content, content)
        list.append(.background, background)
    }
}

extension View {
    /// Layers the given view behind this view.
    ///
    /// - Parameters:
    ///   - background: The view to draw behind this view.
    ///   - alignment: The alignment with a default value of `center`.
    /// - Returns: A view with `background` behind it.
    @available(
        iOS, introduced: 13.0, deprecated: 100000.0, message: "Use `background(alignment:content:)` instead."
    )
    @available(
        macOS, introduced: 10.15, deprecated: 100000.0,
        message: "Use `background(alignment:content:)` instead."
    )
    @_disfavoredOverload
    public func background<Background>(_ background: Background, alignment: Alignment = .center) -> some View
    where Background: View {
        modifier(_BackgroundModifier(background: background, alignment: alignment))
    }

    /// Layers the views that you specify behind this view.
    ///
    /// - Parameters:
    ///   - alignment: The alignment of the background stack.
    ///   - content: A view builder that produces the background views.
    /// - Returns: A view with the background behind it.
    public func background<V>(alignment: Alignment = .center, @ViewBuilder content: () -> V) -> some View
    where V: View {
        modifier(_BackgroundModifier(background: content(), alignment: alignment))
    }
}
