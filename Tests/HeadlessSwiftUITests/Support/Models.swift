// ViewLifecycle · HeadlessSwiftUITests

/// A switch the test flips, as a button in the app would.
@Observable @MainActor final class Flag {
    var isOn: Bool

    init(_ isOn: Bool = false) { self.isOn = isOn }
}

/// A row's model in list tests.
@Observable @MainActor final class RowModel: Identifiable {
    let id: Int
    var title: String

    init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}
