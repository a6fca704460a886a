// ViewLifecycle · HeadlessSwiftUI

@available(iOS 17.0, macOS 14.0, *)
extension Observable {
    /// The slot where `focusedValue(_:)` publishes an `Observable` object of this type.
    @usableFromInline
    static var focusedValueKey: WritableKeyPath<FocusedValues, Self?> {
        \FocusedValues.[object: FocusedObjectIndex<Self>(isObservable: true)]
    }
}
