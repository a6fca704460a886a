// ViewLifecycle · HeadlessSwiftUI

/// A type that represents the structure and behavior of an app.
///
/// Headlessly `main()` launches it the way a device does (HeadlessTesting's `Headless.launch(_:)`
/// is the same launch), then runs the run loop until idle.
@MainActor @preconcurrency
public protocol App {
    /// The type of scene representing the content of the app.
    associatedtype Body: Scene

    /// The content and behavior of the app.
    @SceneBuilder @MainActor @preconcurrency var body: Self.Body { get }

    /// Creates an instance of the app using the body that you define for its content.
    @MainActor @preconcurrency init()
}

extension App {
    /// Initializes and runs the app: launches it headless and runs until nothing is left to do.
    @MainActor @preconcurrency public static func main() {
        _ = AppLauncher.launch { Self() }
        Headless.runUntilIdle()
    }
}
