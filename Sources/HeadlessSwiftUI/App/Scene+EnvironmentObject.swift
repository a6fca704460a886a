// ViewLifecycle · HeadlessSwiftUI

extension Scene {
    /// Supplies an `ObservableObject` to a view subhierarchy, for every window of the scene.
    ///
    /// - Parameter object: The object to store and make available to the scene's view hierarchy.
    /// - Returns: A scene that has the object in its environment.
    @MainActor @preconcurrency public func environmentObject<T>(_ object: T) -> some Scene
    where T: ObservableObject {
        ModifiedScene(content: self) { AnyView($0.environmentObject(object)) }
    }
}
