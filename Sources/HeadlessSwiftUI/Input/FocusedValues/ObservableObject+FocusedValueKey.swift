// ViewLifecycle · HeadlessSwiftUI

import Combine

@available(iOS 16.0, macOS 13.0, *)
extension ObservableObject {
    /// The slot where `focusedObject(_:)` publishes an object of this type.
    @usableFromInline
    static var focusedValueKey: WritableKeyPath<FocusedValues, Self?> {
        \FocusedValues.[object: FocusedObjectIndex<Self>(isObservable: false)]
    }
}
