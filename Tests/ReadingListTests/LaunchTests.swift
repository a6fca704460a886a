// ViewLifecycle · ReadingListTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import ReadingList
    import Testing
    import ViewLifecycle

    extension ReadingListTests {
        // Issue 18 item 7: the sample app launched as a device launches it, its first screen read
        // as text.
        @Suite @MainActor struct LaunchTests {
            @Test("launching the app shows the library tab with the sample books")
            func launch() {
                Headless.userDefaults.removeObject(forKey: "sortOrder")
                Headless.userDefaults.removeObject(forKey: "showsFinished")
                _ = Headless.launch(ReadingListApp.self)
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": ""
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Link "Silent Spring, Rachel Carson, Finished"
                        Link "Leaves of Grass, Walt Whitman"
                        Text "3 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
            }

            @Test("the settings tab shows the stored settings")
            func settingsTab() throws {
                Headless.userDefaults.set("Title", forKey: "sortOrder")
                Headless.userDefaults.set(false, forKey: "showsFinished")
                _ = Headless.launch(ReadingListApp.self)
                try Headless.tap("Settings")
                #expect(
                    Headless.screen() == """
                        NavigationBar "Settings"
                        Picker "Sort By": "Title"
                        Toggle "Show Finished Books": off
                        Text "Finished books are marked with a check."
                        TabBar
                          Tab "Library"
                          Tab "Settings" (selected)

                        """)
            }
        }
    }

#endif
