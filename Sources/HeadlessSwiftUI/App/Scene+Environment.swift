// ViewLifecycle · HeadlessSwiftUI

extension Scene {
    /// Sets the environment value of the specified key path to the given value, for every window.
    ///
    /// - Parameters:
    ///   - keyPath: A key path that indicates the property of the environment to update.
    ///   - value: The new value to set for the item specified by `keyPath`.
    /// - Returns: A scene that has the given value set in its environment.
    @MainActor @preconcurrency public func environment<V>(
        _ keyPath: WritableKeyPath<EnvironmentValues, V>, _ value: V
    ) -> some Scene {
        ModifiedScene(content: self) { AnyView($0.environment(keyPath, value)) }
    }

    /// Places an observable object in the scene's environment, for every window.
    ///
    /// - Parameter object: The object to set for this object's type in the environment, or `nil`.
    /// - Returns: A scene that has the given object set in its environment.
    @MainActor @preconcurrency public func environment<T>(_ object: T?) -> some Scene
    where T: AnyObject, T: Observable {
        ModifiedScene(content: self) { AnyView($0.environment(object)) }
    }
}
