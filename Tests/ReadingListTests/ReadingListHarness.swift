// ViewLifecycle · ReadingListTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import ReadingList
    import ViewLifecycle

    /// The sample app's root hosted on the device's screen with models the test holds, so a test
    /// reads the activity log the screens write and the library they edit.
    @MainActor
    final class ReadingListHarness {
        let library = Library(books: Library.samples)
        let log = ActivityLog()
        private var taken = 0

        /// Shows the tabs with fresh settings (the defaults `@AppStorage` starts from).
        init() {
            Headless.userDefaults.removeObject(forKey: "sortOrder")
            Headless.userDefaults.removeObject(forKey: "showsFinished")
            Headless.host(RootView().environment(library).environment(log))
        }

        /// The log lines written since the last call.
        func takeLog() -> [String] {
            defer { taken = log.lines.count }
            return Array(log.lines[taken...])
        }
    }

#endif
