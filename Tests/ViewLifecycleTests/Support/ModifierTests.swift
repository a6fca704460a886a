// ViewLifecycle · ViewLifecycleTests
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Testing

    /// The parent of every behaviour suite in this target, serialized as a whole: the suites share
    /// one event log and one headless world.
    @Suite(.serialized, .headlessWorld) @MainActor enum ModifierTests {}

#endif
