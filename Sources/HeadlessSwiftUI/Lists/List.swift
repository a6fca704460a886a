// ViewLifecycle · HeadlessSwiftUI

/// A container that presents rows of data arranged in a single column, optionally providing
/// the ability to select one or more members.
///
/// Lazy: only the rows its viewport shows are built (`LazyContainerBehavior`), and
/// `Headless.scroll` moves it; with a selection binding, a tap on a row selects it (`List+Screen`).
public struct List<SelectionValue, Content>: View where SelectionValue: Hashable, Content: View {
    let content: Content
    /// How a tap on a row selects it, when the list was given a selection binding.
    package var selection: ListSelection?
    /// New in each list value: a value its parent made anew re-makes the rows on screen.
    let mark: ContainerValueMark

    /// The one initializer the public ones share: each says which selection its binding makes.
    /// A view that shows its rows as a list (`Table` in compact width) passes its own `mark`.
    init(content: Content, selection: ListSelection?, mark: ContainerValueMark = ContainerValueMark()) {
        self.content = content
        self.selection = selection
        self.mark = mark
    }

    /// Creates a list with the given content that supports selecting multiple rows.
    ///
    /// - Parameters:
    ///   - selection: A binding to a set that identifies selected rows.
    ///   - content: The content of the list.
    public init(selection: Binding<Set<SelectionValue>>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(multiple: selection))
    }

    /// Creates a list with the given content that supports selecting a single row.
    ///
    /// - Parameters:
    ///   - selection: A binding to a selected row.
    ///   - content: The content of the list.
    public init(selection: Binding<SelectionValue?>?, @ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: ListSelection(single: selection))
    }

    /// The rows of a collection of identifiable data, with the selection the public initializer's
    /// binding makes: what every initializer over such data builds.
    init<Data, RowContent>(
        rows data: Data, selection: ListSelection?, rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        self.init(content: ForEach(data, content: rowContent), selection: selection)
    }

    /// The rows of a collection identified by a key path, with the selection the public
    /// initializer's binding makes: what every initializer over such data builds.
    init<Data, ID, RowContent>(
        rows data: Data, id: KeyPath<Data.Element, ID>, selection: ListSelection?,
        rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection)
    }

    /// The rows of a constant range, one view each, with the selection the public initializer's
    /// binding makes: what the initializers whose rows are the views themselves build.
    init<RowContent>(
        rows data: Range<Int>, selection: ListSelection?, rowContent: @escaping (Int) -> RowContent
    )
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(content: ForEach(data, content: rowContent), selection: selection)
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        self.init(rows: data, selection: ListSelection(multiple: selection), rowContent: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        self.init(rows: data, id: id, selection: ListSelection(multiple: selection), rowContent: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select multiple rows.
    ///
    /// Each row is its views in an `HStack`, as the `Content` type Apple declares for this
    /// initializer says.
    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, HStack<RowContent>>, RowContent: View {
        self.init(
            content: ForEach(data) { index in HStack { rowContent(index) } },
            selection: ListSelection(multiple: selection))
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data, optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Data, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        self.init(rows: data, selection: ListSelection(single: selection), rowContent: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data, optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        self.init(rows: data, id: id, selection: ListSelection(single: selection), rowContent: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range, optionally
    /// allowing users to select a single row.
    public init<RowContent>(
        _ data: Range<Int>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Int) -> RowContent
    ) where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(rows: data, selection: ListSelection(single: selection), rowContent: rowContent)
    }

    /// The body of a primitive view.
    public typealias Body = Never
}

extension List where SelectionValue == Never {
    /// Creates a list with the given content.
    ///
    /// - Parameter content: The content of the list.
    public init(@ViewBuilder content: () -> Content) {
        self.init(content: content(), selection: nil)
    }

    /// Creates a list that computes its rows on demand from an underlying collection of
    /// identifiable data.
    public init<Data, RowContent>(
        _ data: Data, @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, Data.Element.ID, RowContent>, Data: RandomAccessCollection,
        RowContent: View, Data.Element: Identifiable
    {
        self.init(rows: data, selection: nil, rowContent: rowContent)
    }

    /// Creates a list that identifies its rows based on a key path to the identifier of the
    /// underlying data.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == ForEach<Data, ID, RowContent>, Data: RandomAccessCollection, ID: Hashable,
        RowContent: View
    {
        self.init(rows: data, id: id, selection: nil, rowContent: rowContent)
    }

    /// Creates a list that computes its views on demand over a constant range.
    public init<RowContent>(_ data: Range<Int>, @ViewBuilder rowContent: @escaping (Int) -> RowContent)
    where Content == ForEach<Range<Int>, Int, RowContent>, RowContent: View {
        self.init(rows: data, selection: nil, rowContent: rowContent)
    }
}

extension List: PrimitiveView {
    /// The rows the list's own viewport shows, each a cell: built when it scrolls in.
    func makeChildren(in node: ViewNode, into list: inout ChildList) {
        let behavior = LazyContainerBehavior.of(node, kind: .list)
        let plan = behavior.plan(
            of: content, axis: .vertical, defaultExtent: LazyRowRules.listRowHeight, mark: mark, in: node)
        behavior.describeRows(of: plan, in: node, pinningHeaders: false, into: &list)
        noteSelection(in: node, behavior: behavior)
    }

    /// In a split view's column, a selection made (by a tap or by the app setting the binding)
    /// shows the next column, as Apple's NavigationSplitView documentation says programmatic
    /// changes to the selection affect the presented detail; the list's first update only
    /// records it.
    private func noteSelection(in node: ViewNode, behavior: LazyContainerBehavior) {
        guard let selection else { return }
        let hasValue = selection.hasValue()
        defer { behavior.selectionHadValue = hasValue }
        guard let had = behavior.selectionHadValue, !had, hasValue,
            let column = node.environment.navigationSplitColumn
        else { return }
        column.rowSelected(clear: selection.clear)
    }
}
