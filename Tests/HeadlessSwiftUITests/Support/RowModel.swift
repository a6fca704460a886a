// ViewLifecycle · HeadlessSwiftUITests

// The model spells out what `@Observable` expands to: the 6.3 toolchain's macro expands to
// members the iOS 17.4 SDK's Observation lacks (`shouldNotifyObservers`), so the macro form
// cannot be type-checked against the SDK here; on a device the macro and this are the same.
// (lifecycle-bench uses the macro itself.)

/// A row's model in list tests.
@MainActor final class RowModel: Identifiable, Observable {
    private let registrar = ObservationRegistrar()
    let id: Int
    private var storedTitle: String

    var title: String {
        get {
            registrar.access(self, keyPath: \.title)
            return storedTitle
        }
        set { registrar.withMutation(of: self, keyPath: \.title) { storedTitle = newValue } }
    }

    init(id: Int, title: String) {
        self.id = id
        storedTitle = title
    }
}
