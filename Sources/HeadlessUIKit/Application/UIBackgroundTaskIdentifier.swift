// ViewLifecycle · HeadlessUIKit

/// Names a task the app asked to finish in the background.
public struct UIBackgroundTaskIdentifier: Hashable, Equatable, RawRepresentable, Sendable {
    /// The task's number.
    public var rawValue: Int

    /// Creates an identifier from its number.
    ///
    /// - Parameter rawValue: The number.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// No task: what a request that could not start returns.
    @available(iOS 4.0, *)
    public static let invalid = UIBackgroundTaskIdentifier(rawValue: 0)
}
