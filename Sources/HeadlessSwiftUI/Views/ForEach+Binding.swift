// ViewLifecycle · HeadlessSwiftUI

extension ForEach where Content: View {
    /// Creates an instance that computes views on demand over a binding to a collection of
    /// identifiable elements, giving each view a binding to its element.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of identified data.
    ///   - content: The view builder that creates views from a binding to an element.
    @_disfavoredOverload
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content)
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID, C: MutableCollection,
        C: RandomAccessCollection, C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// Creates an instance that computes views on demand over a binding to a collection,
    /// identified by a key path, giving each view a binding to its element.
    ///
    /// Each element is identified by its id (the pairs' second half), as the elements themselves
    /// would be, so moving an element keeps its state.
    ///
    /// - Parameters:
    ///   - data: A binding to the collection of data.
    ///   - id: The key path to an element's identifier.
    ///   - content: The view builder that creates views from a binding to an element.
    @_disfavoredOverload
    public init<C>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>,
        @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C: MutableCollection, C: RandomAccessCollection,
        C.Index: Hashable
    {
        let elementIDs = data.wrappedValue.indices.lazy.map { index in
            (index, data.wrappedValue[index][keyPath: id])
        }
        self.init(elementIDs, id: \.1) { pair in
            content(Binding(get: { data.wrappedValue[pair.0] }, set: { data.wrappedValue[pair.0] = $0 }))
        }
    }
}
