// ViewLifecycle · LifecycleDemo
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessUIKit

    /// A headless world of the demo's own, so running a scenario leaves the caller's world as it was.
    ///
    /// `lifecycle` runs once per process and would not care, but tests call the command in-process
    /// while other suites of the same process hold a world across an `await` (a `lifecycleTask`
    /// test, say): resetting the shared world under them would end their screens. Only the trace,
    /// which the runtime keeps per process, is emptied.
    @MainActor
    enum DemoWorld {
        /// Runs `body` in a fresh world following `profile`, then tears that world down and puts the
        /// caller's back.
        static func run<Result>(profile: Headless.Profile = .latest, _ body: () -> Result) -> Result {
            let callers = HeadlessWorld.shared
            HeadlessWorld.shared = HeadlessWorld()
            HeadlessWorld.shared.profile = profile
            Headless.clearTrace()
            defer {
                // Tears down the demo's world (and installs a fresh one, replaced at once).
                Headless.reset()
                HeadlessWorld.shared = callers
            }
            return body()
        }
    }

#endif
