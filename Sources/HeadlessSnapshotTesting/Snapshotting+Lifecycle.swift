// ViewLifecycle · HeadlessSnapshotTesting

import SnapshotTesting

extension Snapshotting where Value == LifecycleSession, Format == String {
    /// The lifecycle of a scripted session as text: under `show`, each step's name and `close`,
    /// the runtime's callbacks on each controller and what the lifecycle modifiers delivered to
    /// each tracked view, in the order they happened.
    ///
    /// Objects are named by type and number (`UIHostingController<InboxScreen> 1`), tracked
    /// views by number in the order they first got an event (`view 1`), so the text is the same
    /// on every run. Call it on the main actor, from a test that holds the headless world (the
    /// `.headless` trait). Stored as a `.txt` file and diffed by line.
    public static var lifecycle: Snapshotting {
        SimplySnapshotting<String>.lines.pullback { session in
            // The strategy runs on the main actor, where the test called the assertion.
            nonisolated(unsafe) let session = session
            return MainActor.assumeIsolated { LifecycleLog.record(session) }
        }
    }
}
