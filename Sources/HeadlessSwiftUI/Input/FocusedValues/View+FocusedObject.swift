// ViewLifecycle · HeadlessSwiftUI

import Combine

@available(iOS 16.0, macOS 13.0, *)
extension View {
    /// Publishes `object` to `@FocusedObject` readers while this view, or one inside it, has focus.
    ///
    /// - Parameter object: The object to publish.
    /// - Returns: The modified view.
    @inlinable public func focusedObject<T>(_ object: T) -> some View where T: ObservableObject {
        focusedValue(T.focusedValueKey, object)
    }

    /// Publishes `object`, or nothing when it is `nil`, to `@FocusedObject` readers while this
    /// view, or one inside it, has focus.
    ///
    /// - Parameter object: The object to publish, if any.
    /// - Returns: The modified view.
    @inlinable public func focusedObject<T>(_ object: T?) -> some View where T: ObservableObject {
        focusedValue(T.focusedValueKey, object)
    }

    /// Publishes `object` to `@FocusedObject` readers while the scene is active.
    ///
    /// - Parameter object: The object to publish.
    /// - Returns: The modified view.
    @inlinable public func focusedSceneObject<T>(_ object: T) -> some View where T: ObservableObject {
        focusedSceneValue(T.focusedValueKey, object)
    }

    /// Publishes `object`, or nothing when it is `nil`, to `@FocusedObject` readers while the
    /// scene is active.
    ///
    /// - Parameter object: The object to publish, if any.
    /// - Returns: The modified view.
    @inlinable public func focusedSceneObject<T>(_ object: T?) -> some View where T: ObservableObject {
        focusedSceneValue(T.focusedValueKey, object)
    }
}

@available(iOS 17.0, macOS 14.0, *)
extension View {
    /// Publishes an `Observable` object, or nothing when it is `nil`, to `@FocusedValue(Type.self)`
    /// readers while this view, or one inside it, has focus.
    ///
    /// - Parameter object: The object to publish, if any.
    /// - Returns: The modified view.
    public func focusedValue<T>(_ object: T?) -> some View where T: AnyObject, T: Observable {
        focusedValue(T.focusedValueKey, object)
    }
}
