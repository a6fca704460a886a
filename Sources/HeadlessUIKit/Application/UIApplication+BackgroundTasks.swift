// ViewLifecycle · HeadlessUIKit

extension UIApplication {
    /// Begins a task to finish in the background; headlessly time never runs out, so
    /// `handler` is never called.
    @available(iOS 4.0, *)
    public func beginBackgroundTask(
        expirationHandler handler: (() -> Void)? = nil
    ) -> UIBackgroundTaskIdentifier {
        beginBackgroundTask(withName: nil, expirationHandler: handler)
    }

    /// Begins a named task to finish in the background; `handler` is never called headlessly.
    @available(iOS 7.0, *)
    public func beginBackgroundTask(
        withName taskName: String?, expirationHandler handler: (() -> Void)? = nil
    )
        -> UIBackgroundTaskIdentifier
    {
        HeadlessWorld.shared.part(HeadlessBackgroundTasks.self).begin(name: taskName)
    }

    /// Ends a background task the app began.
    @available(iOS 4.0, *)
    public func endBackgroundTask(_ identifier: UIBackgroundTaskIdentifier) {
        HeadlessWorld.shared.part(HeadlessBackgroundTasks.self).end(identifier)
    }
}
