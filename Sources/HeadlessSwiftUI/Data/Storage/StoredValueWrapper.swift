// ViewLifecycle · HeadlessSwiftUI

/// A property wrapper whose value lives in an ``AppStorageBox``: `@AppStorage` and
/// `@SceneStorage` (which keeps an `AppStorage` and its box), which differ only in the store the
/// box reads. The box is bound to the view's node (which finds the scene's store) and never makes
/// the view's inputs differ.
protocol StoredValueWrapper: GraphBoundProperty, GraphInputComparable {
    associatedtype Value
    /// Where the value is read and written.
    var box: AppStorageBox<Value> { get }
}

extension StoredValueWrapper {
    func bind(to node: ViewNode, label: String) {
        box.bind(to: node, label: label)
    }

    nonisolated func isSameGraphInput(as other: Any) -> Bool { true }
}

extension AppStorageBox {
    /// A binding that reads and writes through the box.
    var binding: Binding<Value> {
        Binding(get: { self.value }, set: { self.write($0) })
    }
}
