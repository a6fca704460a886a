// ViewLifecycle · HeadlessSwiftUITests

/// An editable row's value in the tests of views over a binding to a collection.
struct ChecklistItem: Identifiable, Equatable {
    let id: Int
    let title: String
    var isDone = false
}
