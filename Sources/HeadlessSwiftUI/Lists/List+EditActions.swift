// ViewLifecycle · HeadlessSwiftUI

extension List {
    /// The rows of a binding to identifiable data with edit actions, with the selection the
    /// public initializer's binding makes: what every editable initializer over such data builds.
    init<Data, ID, RowContent>(
        editing data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: ListSelection?, rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(
            content: ForEach(data, id: id, editActions: editActions, content: rowContent),
            selection: selection)
    }

    /// Creates a list that computes its rows on demand from a binding to identifiable data,
    /// offering edit actions and optionally allowing users to select multiple rows.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(
            editing: data, id: \.id, editActions: editActions, selection: ListSelection(multiple: selection),
            rowContent: rowContent)
    }

    /// Creates a list that identifies its rows by a key path into a binding to data, offering
    /// edit actions and optionally allowing users to select multiple rows.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(
            editing: data, id: id, editActions: editActions, selection: ListSelection(multiple: selection),
            rowContent: rowContent)
    }

    /// Creates a list that computes its rows on demand from a binding to identifiable data,
    /// offering edit actions and optionally allowing users to select a single row.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(
            editing: data, id: \.id, editActions: editActions, selection: ListSelection(single: selection),
            rowContent: rowContent)
    }

    /// Creates a list that identifies its rows by a key path into a binding to data, offering
    /// edit actions and optionally allowing users to select a single row.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(
            editing: data, id: id, editActions: editActions, selection: ListSelection(single: selection),
            rowContent: rowContent)
    }
}

extension List where SelectionValue == Never {
    /// Creates a list that computes its rows on demand from a binding to identifiable data,
    /// offering edit actions.
    public init<Data, RowContent>(
        _ data: Binding<Data>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, Data.Element.ID>, Data.Element.ID,
            EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable,
        Data.Index: Hashable
    {
        self.init(editing: data, id: \.id, editActions: editActions, selection: nil, rowContent: rowContent)
    }

    /// Creates a list that identifies its rows by a key path into a binding to data, offering
    /// edit actions.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, editActions: EditActions<Data>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == ForEach<
            IndexedIdentifierCollection<Data, ID>, ID, EditableCollectionContent<RowContent, Data>
        >,
        Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View,
        Data.Index: Hashable
    {
        self.init(editing: data, id: id, editActions: editActions, selection: nil, rowContent: rowContent)
    }
}
