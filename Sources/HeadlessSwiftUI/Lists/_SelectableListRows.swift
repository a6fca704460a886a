// ViewLifecycle · HeadlessSwiftUI

/// The rows of a list with a selection binding: its content flattened into rows, as a list's
/// cells are, each a row that a tap selects by its tag (a `ForEach` element's id unless `.tag`
/// says otherwise).
struct _SelectableListRows: View, PrimitiveView {
    typealias Body = Never
    let content: any View
    let selection: ListSelection

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        for (index, element) in ViewList(content).elements.enumerated() {
            if let section = element.view as? any SectionPartsReading {
                let parts = section.sectionParts
                let rows = _SelectableSection(
                    header: parts.header, content: parts.content, footer: parts.footer, selection: selection)
                list.append(.index(index), rows)
                continue
            }
            let tag = Self.linkValue(of: element.view) ?? TabItemDescription(element).tag
            let row = _SelectableRow(tag: tag, selection: selection, content: element.view)
            list.append(tag.map(ChildTag.element) ?? .index(index), row)
        }
    }

    /// The value of a `NavigationLink(value:)` that is the row, through its modifiers.
    private static func linkValue(of view: any View) -> AnyHashable? {
        var current = view
        while let modified = current as? any ModifierChainLink { current = modified.linkContent }
        return (current as? any NavigationLinkValueReading)?.linkValue
    }
}
