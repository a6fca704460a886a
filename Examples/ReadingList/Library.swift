// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Observation

    /// The user's books: an `@Observable` model, so a view re-renders only for what its body read.
    @Observable
    public final class Library {
        /// Every book, in the order it was added.
        public private(set) var books: [Book]
        private var nextID: Int

        /// Creates a library holding `books`.
        public init(books: [Book] = []) {
            self.books = books
            nextID = (books.map(\.id).max() ?? 0) + 1
        }

        /// The books a search for `query` finds (all of them for an empty query), in `order`.
        public func books(matching query: String, in order: SortOrder, includingFinished: Bool) -> [Book] {
            var found = books.filter { includingFinished || !$0.isFinished }
            if !query.isEmpty {
                found = found.filter { $0.title.localizedCaseInsensitiveContains(query) }
            }
            if order == .title {
                found.sort { $0.title.localizedCaseInsensitiveCompare($1.title) == .orderedAscending }
            }
            return found
        }

        /// The book with `id`, if it is still in the library.
        public func book(id: Book.ID) -> Book? {
            books.first { $0.id == id }
        }

        /// Adds a new book and returns it.
        @discardableResult
        public func add(title: String, author: String, genre: Genre, rating: Int) -> Book {
            let book = Book(id: nextID, title: title, author: author, genre: genre, rating: rating)
            nextID += 1
            books.append(book)
            return book
        }

        /// Stores an edited book in place of the one with its id.
        public func update(_ book: Book) {
            guard let index = books.firstIndex(where: { $0.id == book.id }) else { return }
            books[index] = book
        }

        /// Removes the book with `id`.
        public func delete(id: Book.ID) {
            books.removeAll { $0.id == id }
        }
    }

#endif
