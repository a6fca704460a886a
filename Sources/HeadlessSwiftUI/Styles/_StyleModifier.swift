// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind every style modifier that only draws (foreground style, tint,
/// opacity, shadow, clip shape, effects...): it keeps its content under `.content` and stores
/// what it was given, so it never changes identity or state.
///
/// A run of style modifiers (mixed with inert ones) written one after another is ONE graph node: the outermost one's
/// node takes the content below the whole run as its child, and the inner ones (which hold no
/// state and no behaviour) are read from its view value. So eight style modifiers on a row add
/// one node, not eight, and mounting a list stays within reach of the bare list.
@usableFromInline
package struct _StyleModifier: ViewModifier, PrimitiveModifier {
    @usableFromInline package typealias Body = Never
    /// What the modifier draws.
    let attribute: StyleAttribute

    /// A modifier carrying `attribute`.
    @usableFromInline init(attribute: StyleAttribute) {
        self.attribute = attribute
    }

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        list.appendContentBelowDrawnRun(content)
    }

    /// The style attributes of the run of drawn-only modifiers (inert and style, mixed) that
    /// `view` (a node's view) starts, outermost first.
    package static func attributes(ofRunStartingAt view: any View) -> [StyleAttribute] {
        var attributes: [StyleAttribute] = []
        var current = view
        while let link = current as? any DrawnRunLink {
            if let attribute = link.drawnModifier.styleAttribute { attributes.append(attribute) }
            current = link.drawnContent
        }
        return attributes
    }
}

extension View {
    /// This view under a style modifier carrying `attribute`.
    @inlinable func styled(_ attribute: StyleAttribute) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(attribute: attribute))
    }
}
