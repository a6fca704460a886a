// ViewLifecycle · HeadlessSwiftUI

@available(iOS 14.0, *)
@available(tvOS, unavailable)
extension Scene {
    /// Adds commands to the scene (stored only: there is no menu headlessly, so the scene's
    /// windows are as they were).
    ///
    /// - Parameter content: A commands builder that produces the commands.
    /// - Returns: A scene that has the commands.
    @MainActor @preconcurrency public func commands<Content>(
        @CommandsBuilder content: () -> Content
    ) -> some Scene where Content: Commands {
        _ = content()
        return ModifiedScene(content: self) { $0 }
    }
}
