// ViewLifecycle · HeadlessSwiftUI

// The view containers that also hold table rows: a group's, a section's and a ForEach's rows are
// their content's, in order.

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Group: TableRowContent where Content: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never

    /// Creates a group of table rows.
    public init<R>(@TableRowBuilder<R> content: () -> Content) where R == Content.TableRowValue {
        self.content = content()
    }
}

extension Group: TableRowNodes where Content: TableRowContent {
    var tableRowNodes: [OutlineNode] { content.rowNodes }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Group: TableColumnContent where Content: TableColumnContent {
    /// The type of value of rows presented by this column content.
    public typealias TableRowValue = Content.TableRowValue
    /// The type of sort comparator associated with this table column content.
    public typealias TableColumnSortComparator = Content.TableColumnSortComparator
    /// The type of content representing the body of this table column content.
    public typealias TableColumnBody = Never

    /// Creates a group of table columns.
    public init<R, C>(@TableColumnBuilder<R, C> content: () -> Content)
    where R == Content.TableRowValue, C == Content.TableColumnSortComparator {
        self.content = content()
    }
}

extension Group: TableColumnCells where Content: TableColumnContent {
    func cells(for row: Any) -> [AnyView] { content.cells(for: row) }
}

@available(iOS 16.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension ForEach: TableRowContent where Content: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never

    /// Creates table rows of a collection of identifiable data, each element's rows the given
    /// content's.
    public init<V>(_ data: Data, @TableRowBuilder<V> content: @escaping (Data.Element) -> Content)
    where ID == Data.Element.ID, V == Content.TableRowValue, Data.Element: Identifiable {
        self.data = data
        self.content = content
        self.identify = { $0.id }
    }

    /// Creates table rows of a collection, identified by a key path, each element's rows the
    /// given content's.
    public init<V>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @TableRowBuilder<V> content: @escaping (Data.Element) -> Content
    ) where V == Content.TableRowValue {
        self.data = data
        self.content = content
        self.identify = { $0[keyPath: id] }
    }

    /// Creates one table row per element of a collection of identifiable data.
    public init(_ data: Data)
    where ID == Data.Element.ID, Content == TableRow<Data.Element>, Data.Element: Identifiable {
        self.data = data
        self.content = { TableRow($0) }
        self.identify = { $0.id }
    }

    /// Creates table rows over a constant range, each index's rows the given content's.
    public init<V>(_ data: Range<Int>, @TableRowBuilder<V> content: @escaping (Int) -> Content)
    where Data == Range<Int>, ID == Int, V == Content.TableRowValue {
        self.data = data
        self.content = content
        self.identify = { $0 }
        self.isConstantRange = true
    }
}

extension ForEach: TableRowNodes where Content: TableRowContent {
    var tableRowNodes: [OutlineNode] { data.flatMap { content($0).rowNodes } }
}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Section: TableRowContent
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Content.TableRowValue
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never

    /// Creates a section of table rows with a header view.
    public init<V, H>(@TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H)
    where
        Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
        H: View
    {
        self.init(
            header: TableHeaderRowContent(content: header()), footer: EmptyTableRowContent(), content: content
        )
    }

    /// Creates a section of table rows with a header made from a localized string key.
    public init<V>(_ titleKey: LocalizedStringKey, @TableRowBuilder<V> content: () -> Content)
    where
        Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
        V == Content.TableRowValue
    {
        self.init(
            header: TableHeaderRowContent(content: Text(titleKey)), footer: EmptyTableRowContent(),
            content: content)
    }

    /// Creates a section of table rows with a header made from a string.
    @_disfavoredOverload
    public init<V, S>(_ title: S, @TableRowBuilder<V> content: () -> Content)
    where
        Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
        V == Content.TableRowValue,
        S: StringProtocol
    {
        self.init(
            header: TableHeaderRowContent(content: Text(title)), footer: EmptyTableRowContent(),
            content: content)
    }

    /// Creates a section of table rows without a header.
    public init<V>(@TableRowBuilder<V> content: () -> Content)
    where Parent == EmptyTableRowContent<V>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue {
        self.init(header: EmptyTableRowContent(), footer: EmptyTableRowContent(), content: content)
    }
}

@available(iOS 17.0, macOS 14.0, visionOS 1.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension Section where Parent: TableRowContent, Content: TableRowContent {
    /// Creates a collapsible section of table rows with a header view: its rows are listed only
    /// while `isExpanded` is true.
    public init<V, H>(
        isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content, @ViewBuilder header: () -> H
    )
    where
        Parent == TableHeaderRowContent<V, H>, Footer == EmptyTableRowContent<V>, V == Content.TableRowValue,
        H: View
    {
        self.init(
            header: TableHeaderRowContent(content: header()), footer: EmptyTableRowContent(),
            content: content,
            isExpanded: isExpanded)
    }

    /// Creates a collapsible section of table rows with a header made from a localized string
    /// key.
    public init<V>(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content
    )
    where
        Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
        V == Content.TableRowValue
    {
        self.init(
            header: TableHeaderRowContent(content: Text(titleKey)), footer: EmptyTableRowContent(),
            content: content,
            isExpanded: isExpanded)
    }

    /// Creates a collapsible section of table rows with a header made from a string.
    @_disfavoredOverload
    public init<V, S>(_ title: S, isExpanded: Binding<Bool>, @TableRowBuilder<V> content: () -> Content)
    where
        Parent == TableHeaderRowContent<V, Text>, Footer == EmptyTableRowContent<V>,
        V == Content.TableRowValue,
        S: StringProtocol
    {
        self.init(
            header: TableHeaderRowContent(content: Text(title)), footer: EmptyTableRowContent(),
            content: content,
            isExpanded: isExpanded)
    }
}

extension Section: TableRowNodes
where Parent: TableRowContent, Content: TableRowContent, Footer: TableRowContent {
    /// The content's rows (none while collapsed); the header is not a row of a compact table.
    var tableRowNodes: [OutlineNode] { content?.rowNodes ?? [] }
}

/// A table row content that generates no rows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct EmptyTableRowContent<Value> where Value: Identifiable {
    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value
    /// The type of content representing the body of this table row content.
    public typealias TableRowBody = Never
}

@available(*, unavailable)
extension EmptyTableRowContent: Sendable {}

@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension EmptyTableRowContent: TableRowContent {}

extension EmptyTableRowContent: TableRowNodes {
    var tableRowNodes: [OutlineNode] { [] }
}

/// A table row content for a section's header.
///
/// Headlessly the header is kept; a compact table lists only the section's rows.
@available(iOS 16.0, macOS 13.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct TableHeaderRowContent<Value, Content>: TableRowContent
where Value: Identifiable, Content: View {
    /// The header's view.
    let content: Content

    /// The type of value represented by this table row content.
    public typealias TableRowValue = Value

    /// No rows: the header is not one of the table's rows.
    public var tableRowBody: some TableRowContent {
        EmptyTableRowContent<Value>()
    }
}

@available(*, unavailable)
extension TableHeaderRowContent: Sendable {}

/// A kind of table row that shows or hides additional rows based on the state of a disclosure
/// control.
///
/// Headlessly it is a row (its value's cells) with a disclosure group around the content's rows,
/// collapsed unless `isExpanded` says otherwise, until its row is tapped.
@available(iOS 17.0, macOS 14.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
public struct DisclosureTableRow<Label, Content>: TableRowContent
where Label: TableRowContent, Content: TableRowContent, Label.TableRowValue == Content.TableRowValue {
    let label: Label
    let isExpanded: Binding<Bool>?
    let content: () -> Content

    /// The type of value represented by this table row content.
    public typealias TableRowValue = Label.TableRowValue

    /// Creates a row for the value whose disclosure shows the content's rows.
    public init<Value>(
        _ value: Value, isExpanded: Binding<Bool>? = nil,
        @TableRowBuilder<Value> content: @escaping () -> Content
    ) where Label == TableRow<Value>, Value == Content.TableRowValue {
        self.label = TableRow(value)
        self.isExpanded = isExpanded
        self.content = content
    }

    /// The row and its disclosed rows.
    public var tableRowBody: some TableRowContent {
        TableOutlineRows<Label.TableRowValue>(nodes: tableRowNodes)
    }
}

@available(*, unavailable)
extension DisclosureTableRow: Sendable {}

extension DisclosureTableRow: TableRowNodes {
    /// The label's row with the content's rows as its children.
    var tableRowNodes: [OutlineNode] {
        let content = self.content
        let isExpanded = self.isExpanded
        return label.rowNodes.map { node in
            OutlineNode(
                id: node.id, value: node.value, children: { content().rowNodes }, isExpanded: isExpanded)
        }
    }
}
