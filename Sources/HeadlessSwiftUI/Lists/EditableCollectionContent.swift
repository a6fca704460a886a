// ViewLifecycle · HeadlessSwiftUI

/// The row a `ForEach(_:editActions:content:)` builds for one element: the view its closure
/// made, with the edit actions the collection offers kept beside it.
public struct EditableCollectionContent<Content, Data> {
    let content: Content
    /// The actions offered on the row, stored as given (the driver cannot swipe or drag rows yet).
    let editActions: EditActions<Data>
}

extension EditableCollectionContent: View where Content: View {
    /// The row's view as its closure made it.
    public var body: some View { content }
}
