// ViewLifecycle · HeadlessSwiftUI

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List {
    /// Creates a hierarchical list of elements whose children are at a key path,
    /// with a set of selected rows; rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(multiple: selection))
    }

    /// Creates a hierarchical list of elements whose children are at a key path,
    /// with at most one selected row; rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>, selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(single: selection))
    }

    /// Creates a hierarchical list of elements, identified by a key path, whose children are at a key path,
    /// with a set of selected rows; rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(multiple: selection))
    }

    /// Creates a hierarchical list of elements, identified by a key path, whose children are at a key path,
    /// with at most one selected row; rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(single: selection))
    }
}

@available(iOS 14.0, macOS 11.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List where SelectionValue == Never {
    /// Creates a hierarchical list of elements whose children are at a key path;
    /// rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Data, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// Creates a hierarchical list of elements, identified by a key path, whose children are at a key path;
    /// rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Data, id: KeyPath<Data.Element, ID>, children: KeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Data.Element) -> RowContent
    )
    where
        Content == OutlineGroup<
            Data, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List {
    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements whose children are at a key path,
    /// with a set of selected rows; rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(multiple: selection))
    }

    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements whose children are at a key path,
    /// with at most one selected row; rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(
            content: OutlineGroup(data, children: children, content: rowContent),
            selection: ListSelection(single: selection))
    }

    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements, identified by a key path, whose children are at a key path,
    /// with a set of selected rows; rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<Set<SelectionValue>>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(multiple: selection))
    }

    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements, identified by a key path, whose children are at a key path,
    /// with at most one selected row; rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        selection: Binding<SelectionValue?>?,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent),
            selection: ListSelection(single: selection))
    }
}

@available(iOS 15.0, macOS 12.0, *)
@available(tvOS, unavailable)
@available(watchOS, unavailable)
extension List where SelectionValue == Never {
    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements whose children are at a key path;
    /// rows with children are collapsed disclosure groups.
    public init<Data, RowContent>(
        _ data: Binding<Data>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, Data.Element.ID, RowContent, RowContent,
            DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, RowContent: View, Data.Element: Identifiable
    {
        self.init(content: OutlineGroup(data, children: children, content: rowContent), selection: nil)
    }

    /// Creates a hierarchical list from a binding to a collection (each row gets a binding to its element) of elements, identified by a key path, whose children are at a key path;
    /// rows with children are collapsed disclosure groups.
    public init<Data, ID, RowContent>(
        _ data: Binding<Data>, id: KeyPath<Data.Element, ID>, children: WritableKeyPath<Data.Element, Data?>,
        @ViewBuilder rowContent: @escaping (Binding<Data.Element>) -> RowContent
    )
    where
        Content == OutlineGroup<
            Binding<Data>, ID, RowContent, RowContent, DisclosureGroup<RowContent, OutlineSubgroupChildren>
        >, Data: MutableCollection, Data: RandomAccessCollection, ID: Hashable, RowContent: View
    {
        self.init(
            content: OutlineGroup(data, id: id, children: children, content: rowContent), selection: nil)
    }
}
