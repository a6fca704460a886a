// ViewLifecycle · ReadingListTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import ReadingList
    import Testing
    import ViewLifecycle

    extension ReadingListTests {
        // Issue 18 item 7: search, the add-book sheet and the settings that reorder the library.
        @Suite @MainActor struct LibraryTests {
            @Test("a search narrows the list; one that finds nothing says so")
            func search() throws {
                _ = ReadingListHarness()
                try Headless.search("of")
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": "of"
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Link "Leaves of Grass, Walt Whitman"
                        Text "2 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
                try Headless.search("zzz")
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": "zzz"
                        Text "No Results"
                        Text "No results for “zzz”. Check the spelling or try a new search."
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
            }

            @Test("the add-book sheet: Save waits for a title, then adds the book and closes")
            func addBook() throws {
                let app = ReadingListHarness()
                _ = app.takeLog()
                try Headless.tap("Add Book")
                #expect(app.takeLog() == ["add sheet did appear"])
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
                        Sheet
                          NavigationBar "New Book"
                            Button "Cancel"
                            Button "Save" (disabled)
                          Header "Book"
                          TextField "Title": ""
                          TextField "Author": ""
                          Header "Details"
                          Picker "Genre": "Fiction"
                          Stepper "Rating: 3": 3

                        """)
                #expect(
                    throws: Headless.DriverError(
                        #"Button "Save" (disabled) cannot be tapped: it is disabled."#)
                ) {
                    try Headless.tap("Save")
                }
                try Headless.type("Emma", into: "Title")
                try Headless.type("Jane Austen", into: "Author")
                try Headless.select("Fiction", in: "Genre")
                try Headless.increment("Rating: 3")
                try Headless.tap("Save")
                #expect(app.takeLog() == ["add sheet did disappear"])
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": ""
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Link "Silent Spring, Rachel Carson, Finished"
                        Link "Leaves of Grass, Walt Whitman"
                        Link "Emma, Jane Austen"
                        Text "4 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
                #expect(app.library.book(id: 4)?.rating == 4)
            }

            @Test("settings sort the library by title and hide finished books; switching tabs is logged")
            func settings() throws {
                let app = ReadingListHarness()
                _ = app.takeLog()
                try Headless.tap("Settings")
                #expect(app.takeLog() == ["library did disappear", "settings visible"])
                try Headless.select("Title", in: "Sort By")
                try Headless.tap("Show Finished Books")
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
                #expect(Headless.userDefaults.string(forKey: "sortOrder") == "Title")
                #expect(Headless.userDefaults.bool(forKey: "showsFinished") == false)
                try Headless.tap("Library")
                #expect(app.takeLog() == ["library will appear", "settings hidden"])
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": ""
                        Link "Leaves of Grass, Walt Whitman"
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Text "2 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
            }
        }
    }

#endif
