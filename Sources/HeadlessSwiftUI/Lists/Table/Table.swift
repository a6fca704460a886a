// ViewLifecycle · HeadlessSwiftUI

import Foundation

/// A container that presents rows of data arranged in one or more columns, optionally providing
/// the ability to select one or more members.
///
/// In compact width (an iPhone) a table shows only its first column, as a list of rows: Apple's
/// Tables overview says "Narrow displays may adapt to show only the first column of the table"
/// (https://developer.apple.com/documentation/swiftui/tables). Headlessly it is that `List`
/// (lazy rows, a tap selects), in every width; the sort order binding is kept, as compact width
/// has no header to tap.
@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct Table<Value, Rows, Columns>: View
where
    Value == Rows.TableRowValue, Rows: TableRowContent, Columns: TableColumnContent,
    Rows.TableRowValue == Columns.TableRowValue
{
    let rows: Rows
    let columns: Columns
    /// How a tap on a row selects it, when the table was given a selection binding.
    let selection: ListSelection?
    /// The sort order binding (`Binding<[Sort]>`), kept: nothing sorts a compact table.
    let sortOrder: Any?
    /// The column customization binding (`Binding<TableColumnCustomization<Value>>`), kept: a
    /// compact table shows only its first column, which the user cannot hide or move.
    let columnCustomization: Any?
    /// New in each table value: a value its parent made anew re-makes the rows on screen.
    let mark = ContainerValueMark()

    /// The one initializer the public ones share.
    init(
        rows: Rows, columns: Columns, selection: ListSelection?, sortOrder: Any?,
        columnCustomization: Any? = nil
    ) {
        self.rows = rows
        self.columns = columns
        self.selection = selection
        self.sortOrder = sortOrder
        self.columnCustomization = columnCustomization
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

@available(*, unavailable)
extension Table: Sendable {}

extension Table: PrimitiveView {
    /// The rows as the list a compact table is: each row is its first column's cell, its
    /// selection value the row's id; a row with children is a collapsed disclosure group around
    /// its children's rows.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let nodes = rows.rowNodes
        let columns = self.columns
        if nodes.contains(where: { $0.children != nil || !$0.decorations.isEmpty }) {
            let outline = OutlineRows(nodes: nodes) { value in
                columns.cells(for: value).first ?? AnyView(EmptyView())
            }
            list.append(
                .content, List<AnyHashable, OutlineRows>(content: outline, selection: selection, mark: mark))
            return
        }
        let values = nodes.compactMap { $0.value as? Value }
        let content = ForEach(values) { value in
            columns.cells(for: value).first ?? AnyView(EmptyView())
        }
        let compact = List<Value.ID, ForEach<[Value], Value.ID, AnyView>>(
            content: content, selection: selection, mark: mark)
        list.append(.content, compact)
    }
}
