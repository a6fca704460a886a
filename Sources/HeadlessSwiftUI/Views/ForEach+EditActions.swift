// ViewLifecycle · HeadlessSwiftUI

extension ForEach {
    /// Creates an instance that computes views on demand over a binding to a collection of
    /// identifiable elements, offering the given edit actions on its rows.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified data.
    ///   - editActions: The edit actions enabled on the rows (kept: the driver cannot swipe or
    ///     drag rows yet).
    ///   - content: The view builder that creates views from a binding to an element.
    public init<C, R>(
        _ data: Binding<C>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, ID == C.Element.ID,
        Content == EditableCollectionContent<R, C>, C: MutableCollection, C: RandomAccessCollection,
        R: View, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, editActions: editActions, content: content)
    }

    /// Creates an instance that computes views on demand over a binding to a collection,
    /// identified by a key path, offering the given edit actions on its rows.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of data.
    ///   - id: The key path to an element's identifier.
    ///   - editActions: The edit actions enabled on the rows (kept: the driver cannot swipe or
    ///     drag rows yet).
    ///   - content: The view builder that creates views from a binding to an element.
    public init<C, R>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, editActions: EditActions<C>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> R
    )
    where
        Data == IndexedIdentifierCollection<C, ID>, Content == EditableCollectionContent<R, C>,
        C: MutableCollection, C: RandomAccessCollection, R: View, C.Index: Hashable
    {
        self.data = IndexedIdentifierCollection(base: data.wrappedValue, id: id)
        self.content = { element in
            let row = Binding(
                get: { data.wrappedValue[element.index] }, set: { data.wrappedValue[element.index] = $0 })
            return EditableCollectionContent(content: content(row), editActions: editActions)
        }
        self.identify = { $0.id }
    }
}
