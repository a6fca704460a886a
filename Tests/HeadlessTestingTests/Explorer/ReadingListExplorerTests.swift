// ViewLifecycle · HeadlessTestingTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTestSupport
    import HeadlessTesting
    import ReadingList
    import Testing

    extension HeadlessTestingTests {
        // Issue 31 item 8: the explorer on the sample app, every check on after every action.
        @Suite @MainActor struct ReadingListExplorerTests {
            @Test("150 random actions on the sample app keep the contract, print no warning and leak nothing")
            func sampleApp() throws {
                Headless.userDefaults.removeObject(forKey: "sortOrder")
                Headless.userDefaults.removeObject(forKey: "showsFinished")
                for seed: UInt64 in 1...3 {
                    let played = try Headless.explore(
                        RootView().environment(Library(books: Library.samples)).environment(ActivityLog()),
                        seed: seed, steps: 150)
                    #expect(played.count == 150)
                }
            }
        }
    }

#endif
