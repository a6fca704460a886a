// ViewLifecycle · HeadlessSwiftUI

extension List {
    /// The rows of a binding to data identified by a key path, each handed a binding to its
    /// element, with the selection the public initializer's binding makes.
    init<Data, ID, RowContent>(
        binding data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: ListSelection?,
        rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(content: ForEach(data, id: id, content: rowContent), selection: selection)
    }

    /// Creates a list whose rows are bindings to identifiable elements, optionally allowing
    /// users to select multiple rows.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(
            binding: data, id: \.id, selection: ListSelection(multiple: selection), rowContent: rowContent)
    }

    /// Creates a list whose rows are bindings to elements identified by a key path, optionally
    /// allowing users to select multiple rows.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(
            binding: data, id: id, selection: ListSelection(multiple: selection), rowContent: rowContent)
    }

    /// Creates a list whose rows are bindings to identifiable elements, optionally allowing
    /// users to select a single row.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(
            binding: data, id: \.id, selection: ListSelection(single: selection), rowContent: rowContent)
    }

    /// Creates a list whose rows are bindings to elements identified by a key path, optionally
    /// allowing users to select a single row.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(binding: data, id: id, selection: ListSelection(single: selection), rowContent: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list whose rows are bindings to identifiable elements.
    @_disfavoredOverload
    public init<Data, RowContent>(
        _ data: Binding<Data>, @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            LazyMapSequence<Data.Indices, (Data.Index, Data.Element.ID)>, Data.Element.ID, RowContent
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(binding: data, id: \.id, selection: nil, rowContent: rowContent)
    }

    /// Creates a list whose rows are bindings to elements identified by a key path.
    @_disfavoredOverload
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<LazyMapSequence<Data.Indices, (Data.Index, ID)>, ID, RowContent>,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(binding: data, id: id, selection: nil, rowContent: rowContent)
    }
}
