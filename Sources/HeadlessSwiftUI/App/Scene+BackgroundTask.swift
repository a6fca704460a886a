// ViewLifecycle · HeadlessSwiftUI

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension Scene {
    /// Handles a kind of background task with `action`: recorded only, as the system never wakes
    /// a headless app for background work.
    ///
    /// - Parameters:
    ///   - task: The kind of task.
    ///   - action: The work, given the task's request.
    /// - Returns: The scene.
    public func backgroundTask<D, R>(
        _ task: BackgroundTask<D, R>, action: @escaping @Sendable (D) async -> R
    ) -> some Scene where D: Sendable, R: Sendable {
        inertScene(api: "Scene.backgroundTask(_:action:)")
    }
}
