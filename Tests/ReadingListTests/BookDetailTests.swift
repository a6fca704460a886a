// ViewLifecycle · ReadingListTests
// Headless-only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !(os(macOS) || canImport(UIKit))

    import HeadlessTesting
    import ReadingList
    import Testing
    import ViewLifecycle

    extension ReadingListTests {
        // Issue 18 item 7: the list/detail flow driven by taps, with the screens' lifecycle log.
        @Suite @MainActor struct BookDetailTests {
            @Test(
                "a book's page: push, edit its rating and state, count minutes on screen, go back",
                .enabled(if: Headless.tasksFollowVirtualTime))
            func detail() throws {
                let app = ReadingListHarness()
                #expect(app.takeLog() == ["library will appear"])
                try Headless.tap("Leaves of Grass, Walt Whitman")
                #expect(app.takeLog() == ["library did disappear", "detail 3 did appear"])
                #expect(
                    Headless.screen() == """
                        NavigationBar "Leaves of Grass"
                          BackButton "Library"
                        LabeledContent "Author": "Walt Whitman"
                        LabeledContent "Genre": "Poetry"
                        Stepper "Rating: 0": 0
                        Toggle "Finished": off
                        Header "This visit"
                        Text "0 min reading"
                        Button "Delete Book": destructive
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
                try Headless.increment("Rating: 0")
                try Headless.tap("Finished")
                Headless.advance(by: 125)
                #expect(
                    Headless.screen() == """
                        NavigationBar "Leaves of Grass"
                          BackButton "Library"
                        LabeledContent "Author": "Walt Whitman"
                        LabeledContent "Genre": "Poetry"
                        Stepper "Rating: 1": 1
                        Toggle "Finished": on
                        Header "This visit"
                        Text "2 min reading"
                        Button "Delete Book": destructive
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
                try Headless.goBack()
                #expect(app.takeLog() == ["detail 3 will disappear", "library will appear"])
                Headless.advance(by: 600)
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": ""
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Link "Silent Spring, Rachel Carson, Finished"
                        Link "Leaves of Grass, Walt Whitman, Finished"
                        Text "3 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
                #expect(app.library.book(id: 3)?.rating == 1)
                #expect(app.library.book(id: 3)?.isFinished == true)
            }

            @Test("deleting asks first; Delete removes the book and pops its page, Cancel keeps it")
            func delete() throws {
                let app = ReadingListHarness()
                try Headless.tap("Silent Spring, Rachel Carson, Finished")
                try Headless.tap("Delete Book")
                #expect(
                    Headless.screen() == """
                        NavigationBar "Silent Spring"
                          BackButton "Library"
                        LabeledContent "Author": "Rachel Carson"
                        LabeledContent "Genre": "Nonfiction"
                        Stepper "Rating: 4": 4
                        Toggle "Finished": on
                        Header "This visit"
                        Text "0 min reading"
                        Button "Delete Book": destructive
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"
                        Alert
                          Text "Delete this book?"
                          Text "Silent Spring leaves your library."
                          Button "Delete"
                          Button "Cancel"

                        """)
                try Headless.tap("Cancel")
                #expect(app.library.books.count == 3)
                try Headless.tap("Delete Book")
                _ = app.takeLog()
                try Headless.tap("Delete")
                #expect(app.takeLog() == ["detail 2 will disappear", "library will appear"])
                #expect(
                    Headless.screen() == """
                        NavigationBar "Library"
                          Button "Add Book"
                        SearchField "Search titles": ""
                        Link "The Left Hand of Darkness, Ursula K. Le Guin"
                        Link "Leaves of Grass, Walt Whitman"
                        Text "2 books"
                        TabBar
                          Tab "Library" (selected)
                          Tab "Settings"

                        """)
            }
        }
    }

#endif
