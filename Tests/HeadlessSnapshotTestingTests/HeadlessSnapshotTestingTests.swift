// ViewLifecycle · HeadlessSnapshotTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import Testing

    /// The parent of every suite in this target, serialized as a whole: the suites share one
    /// headless world.
    @Suite(.serialized, .headlessWorld) @MainActor enum HeadlessSnapshotTestingTests {}

#endif
