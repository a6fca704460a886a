// ViewLifecycle · HeadlessSwiftUI

/// The one modifier behind every style modifier that only draws (foreground style, tint,
/// opacity, shadow, clip shape, effects...): it keeps its content under `.content` and stores
/// what it was given, so it never changes identity or state.
///
/// A run of style modifiers written one after another is ONE graph node: the outermost one's
/// node takes the content below the whole run as its child, and the inner ones (which hold no
/// state and no behaviour) are read from its view value. So eight style modifiers on a row add
/// one node, not eight, and mounting a list stays within reach of the bare list.
struct _StyleModifier: ViewModifier, PrimitiveModifier {
    typealias Body = Never
    /// What the modifier draws.
    let attribute: StyleAttribute

    func makeChildren<Content: View>(content: Content, in node: ViewNode, into list: inout ChildList) {
        guard let link = content as? any StyleRunLink else {
            list.append(.content, content)
            return
        }
        var inner = link.styleContent
        while let next = inner as? any StyleRunLink {
            inner = next.styleContent
        }
        list.append(.content, existential: inner)
    }

    /// The attributes of the run of style modifiers that `view` (a node's view) starts, outermost
    /// first.
    static func attributes(ofRunStartingAt view: any View) -> [StyleAttribute] {
        var attributes: [StyleAttribute] = []
        var current = view
        while let link = current as? any StyleRunLink {
            attributes.append(link.styleAttribute)
            current = link.styleContent
        }
        return attributes
    }
}

extension View {
    /// This view under a style modifier carrying `attribute`.
    func styled(_ attribute: StyleAttribute) -> ModifiedContent<Self, _StyleModifier> {
        modifier(_StyleModifier(attribute: attribute))
    }
}
