// ViewLifecycle · HeadlessSwiftUI

/// A kind of background work the system may wake the app for, which
/// `Scene.backgroundTask(_:action:)` handles.
///
/// Headlessly the system never wakes the app: the task names what it is and nothing runs it.
@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
public struct BackgroundTask<Request, Response>: Sendable {
    /// What the task is, for reading in a test: `appRefresh(id)` or `urlSession(id)`.
    package let name: String
}

@available(iOS 16.0, macOS 13.0, tvOS 16.0, watchOS 9.0, *)
extension BackgroundTask {
    /// The URL session tasks of any identifier; the action gets the session's identifier.
    public static var urlSession: BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(name: "urlSession")
    }

    /// The URL session tasks of one session identifier.
    ///
    /// - Parameter identifier: The session's identifier.
    public static func urlSession(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "urlSession(\(identifier))")
    }

    /// The URL session tasks whose session identifier `matching` accepts.
    ///
    /// - Parameter matching: Whether an identifier is handled.
    public static func urlSession(
        matching: @escaping @Sendable (String) -> Bool
    ) -> BackgroundTask<String, Void> {
        BackgroundTask<String, Void>(name: "urlSession(matching:)")
    }

    /// The app refresh task scheduled under an identifier (`BGAppRefreshTaskRequest`).
    ///
    /// - Parameter identifier: The task's identifier.
    @available(macOS, unavailable)
    public static func appRefresh(_ identifier: String) -> BackgroundTask<Void, Void> {
        BackgroundTask<Void, Void>(name: "appRefresh(\(identifier))")
    }
}
