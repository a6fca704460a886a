// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// The list of books, searchable, with a button that opens the add-book sheet and a detail screen
    /// for each book.
    public struct LibraryScreen: View {
        @Environment(Library.self) private var library
        @Environment(ActivityLog.self) private var log
        @AppStorage("sortOrder") private var sortOrder = SortOrder.added
        @AppStorage("showsFinished") private var showsFinished = true
        @State private var query = ""
        @State private var isAddingBook = false

        /// Creates the screen.
        public init() {}

        /// The books in a form, one link per book.
        public var body: some View {
            NavigationStack {
                Form {
                    let books = library.books(
                        matching: query, in: sortOrder, includingFinished: showsFinished)
                    if books.isEmpty, !query.isEmpty {
                        ContentUnavailableView.search(text: query)
                    } else {
                        Section {
                            ForEach(books) { book in
                                NavigationLink(value: book.id) {
                                    BookRow(book: book)
                                }
                            }
                        } footer: {
                            Text("\(books.count) books")
                        }
                    }
                }
                .navigationTitle("Library")
                .navigationDestination(for: Book.ID.self) { id in
                    BookDetailScreen(bookID: id)
                }
                .searchable(text: $query, prompt: "Search titles")
                .toolbar {
                    ToolbarItem(placement: .primaryAction) {
                        Button("Add Book", systemImage: "plus") {
                            isAddingBook = true
                        }
                    }
                }
                .sheet(isPresented: $isAddingBook) {
                    AddBookSheet()
                }
                .onWillAppear { log.record("library will appear") }
                .onDidDisappear { log.record("library did disappear") }
            }
        }
    }

#endif
