// ViewLifecycle · HeadlessSwiftUI

/// The views a container such as `TabView` shows one by one: its content flattened through
/// tuples, groups, conditionals, optionals and `ForEach`, as SwiftUI's view lists are.
///
/// Each element keeps the path of child tags that led to it, its identity within the list, so
/// an element that stays where it was keeps its controller and state.
@MainActor
struct ViewList {
    /// One view of the list.
    struct Element {
        /// Where the element sits: the tags from the container's content down to it, and its type.
        let identity: [ChildKey]
        let view: any View
        /// The nearest `ForEach` id above it, which SwiftUI uses as an implicit tag.
        let elementID: AnyHashable?
    }

    private(set) var elements: [Element] = []

    /// Flattens `content` into its elements.
    init(_ content: any View) {
        append(content, identity: [], elementID: nil)
    }

    /// The views `view` stands for in a view list (a container's or an optional's children), or
    /// `nil` when it is one view: the one flattening rule that view lists and lazy rows share.
    static func children(of view: any View) -> ChildList? {
        var children = ChildList()
        if let container = view as? any ViewListContainer {
            container.listChildren(into: &children)
        } else if let optional = type(of: view) as? any OptionalView.Type {
            optional.makeChildren(of: view, into: &children)
        } else {
            return nil
        }
        return children
    }

    private mutating func append(_ view: any View, identity: [ChildKey], elementID: AnyHashable?) {
        guard let children = ViewList.children(of: view) else {
            elements.append(Element(identity: identity, view: view, elementID: elementID))
            return
        }
        for child in children.items {
            var id = elementID
            if case .element(let value) = child.key.tag { id = value }
            append(child.view, identity: identity + [child.key], elementID: id)
        }
    }
}

/// A view that stands for several views in a view list rather than for one.
@MainActor
protocol ViewListContainer {
    /// Describes the views this one stands for, with their tags.
    func listChildren(into list: inout ChildList)
}
