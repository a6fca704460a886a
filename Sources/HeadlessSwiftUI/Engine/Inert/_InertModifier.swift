// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind every modifier that only changes how a view is drawn or laid out
/// (padding, frame, font, line limit, keyboard type, animation...): it keeps its content under
/// `.content` and stores what it was given, so it never changes identity or state.
///
/// A run of inert and style modifiers written one after another, in any order, shares one graph node: the outermost
/// skips the inner ones and mounts their content directly (their values stay readable in the
/// node's view), so eight of them on a row cost one node, not eight.
@usableFromInline
package struct _InertModifier: ViewModifier, PrimitiveModifier, @MainActor Equatable {
    @usableFromInline package typealias Body = Never
    /// What the modifier draws or configures.
    let attribute: InertAttribute

    /// A modifier carrying `attribute`.
    @usableFromInline init(attribute: InertAttribute) {
        self.attribute = attribute
    }

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        noteEnvironment(into: &list)
        list.appendContentBelowDrawnRun(content)
    }
}

extension View {
    /// This view under an inert modifier carrying `attribute`, recording `api` (the public
    /// modifier's name, such as `"View.badge(_:)"`) in ``Headless/inertCalls``.
    ///
    /// Every inert modifier comes through here, so the record is complete for them.
    @inlinable func inert(
        _ attribute: InertAttribute, api: StaticString
    ) -> ModifiedContent<Self, _InertModifier> {
        InertCalls.record(api)
        return modifier(_InertModifier(attribute: attribute))
    }
}
