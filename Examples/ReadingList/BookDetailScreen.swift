// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// One book: its details, its rating and whether it is finished, the minutes spent on the page
    /// while it is on screen, and a delete button that asks first.
    struct BookDetailScreen: View {
        let bookID: Book.ID
        @Environment(Library.self) private var library
        @Environment(ActivityLog.self) private var log
        @Environment(\.dismiss) private var dismiss
        @StateObject private var timer = ReadingTimer()
        @State private var isConfirmingDelete = false

        var body: some View {
            if let book = library.book(id: bookID) {
                Form {
                    Section {
                        LabeledContent("Author", value: book.author)
                        LabeledContent("Genre", value: book.genre.rawValue)
                        Stepper("Rating: \(book.rating)", value: binding(book, \.rating), in: 0...5)
                        Toggle("Finished", isOn: binding(book, \.isFinished))
                    }
                    Section("This visit") {
                        Text("\(timer.minutes) min reading")
                    }
                    Section {
                        Button("Delete Book", role: .destructive) {
                            isConfirmingDelete = true
                        }
                    }
                }
                .navigationTitle(book.title)
                .navigationBarTitleDisplayMode(.inline)
                .alert("Delete this book?", isPresented: $isConfirmingDelete) {
                    Button("Delete", role: .destructive) {
                        library.delete(id: bookID)
                        dismiss()
                    }
                    Button("Cancel", role: .cancel) {}
                } message: {
                    Text("\(book.title) leaves your library.")
                }
                .onDidAppear { log.record("detail \(book.id) did appear") }
                .onWillDisappear { log.record("detail \(book.id) will disappear") }
                .lifecycleTask {
                    // Counts only while the screen is visible: the task stops when it disappears.
                    while !Task.isCancelled {
                        try? await Task.sleep(for: .seconds(60))
                        if !Task.isCancelled { timer.tick() }
                    }
                }
            } else {
                ContentUnavailableView("Book Deleted", systemImage: "trash")
            }
        }

        /// A binding to one property of `book` that stores the edited book in the library.
        @MainActor private func binding<Value>(
            _ book: Book, _ property: WritableKeyPath<Book, Value>
        ) -> Binding<Value> {
            Binding(
                get: { book[keyPath: property] },
                set: { value in
                    var edited = book
                    edited[keyPath: property] = value
                    library.update(edited)
                })
        }
    }

#endif
