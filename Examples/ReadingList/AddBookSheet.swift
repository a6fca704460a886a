// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import ViewLifecycle

    /// The sheet that adds a book: a form, with Cancel and Save in its navigation bar.
    struct AddBookSheet: View {
        @Environment(Library.self) private var library
        @Environment(ActivityLog.self) private var log
        @Environment(\.dismiss) private var dismiss
        @State private var title = ""
        @State private var author = ""
        @State private var genre = Genre.fiction
        @State private var rating = 3
        @FocusState private var isTitleFocused: Bool

        var body: some View {
            NavigationStack {
                Form {
                    Section("Book") {
                        TextField("Title", text: $title)
                            .focused($isTitleFocused)
                            .submitLabel(.next)
                        TextField("Author", text: $author)
                            .textInputAutocapitalization(.words)
                    }
                    Section("Details") {
                        Picker("Genre", selection: $genre) {
                            ForEach(Genre.allCases) { genre in
                                Text(genre.rawValue).tag(genre)
                            }
                        }
                        Stepper("Rating: \(rating)", value: $rating, in: 0...5)
                    }
                }
                .navigationTitle("New Book")
                .navigationBarTitleDisplayMode(.inline)
                .toolbar {
                    ToolbarItem(placement: .cancellationAction) {
                        Button("Cancel") { dismiss() }
                    }
                    ToolbarItem(placement: .confirmationAction) {
                        Button("Save") {
                            library.add(title: title, author: author, genre: genre, rating: rating)
                            dismiss()
                        }
                        .disabled(title.isEmpty)
                    }
                }
                .onAppear { isTitleFocused = true }
                .onDidAppear { log.record("add sheet did appear") }
                .onDidDisappear { log.record("add sheet did disappear") }
            }
        }
    }

#endif
