// ViewLifecycle · ReadingListTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import Testing

    /// The parent of every suite in this target: each test case gets a fresh headless world of its
    /// own, as a user's tests of their app do.
    @Suite(.headless) @MainActor enum ReadingListTests {}

#endif
