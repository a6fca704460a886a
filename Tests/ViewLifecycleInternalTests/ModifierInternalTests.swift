// ViewLifecycle · ViewLifecycleInternalTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    /// The parent of the suites in this target that share one event log and one headless world,
    /// serialized as a whole, as ViewLifecycleTests' behaviour suites are under their own parent.
    @Suite(.serialized, .headlessWorld) @MainActor enum ModifierInternalTests {}

#endif
