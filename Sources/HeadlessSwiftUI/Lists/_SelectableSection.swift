// ViewLifecycle · HeadlessSwiftUI

/// A section of a list with a selection: its header, its content as selectable rows, its footer.
struct _SelectableSection: View, PrimitiveView {
    typealias Body = Never
    let header: any View
    let content: (any View)?
    let footer: any View
    let selection: ListSelection

    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        list.append(.index(0), _SectionHeader(content: AnyView(erasing: header)))
        if let content { list.append(.index(1), _SelectableListRows(content: content, selection: selection)) }
        list.append(.index(2), existential: footer)
    }
}
