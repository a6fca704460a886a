// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    import Foundation

    /// A book on the reading list.
    public struct Book: Identifiable, Hashable, Sendable {
        /// The book's identity, stable across edits.
        public let id: Int
        /// The title, as the user typed it.
        public var title: String
        /// The author, as the user typed it.
        public var author: String
        /// What kind of book it is.
        public var genre: Genre
        /// The user's rating, 0 to 5 stars.
        public var rating: Int
        /// Whether the user has finished it.
        public var isFinished: Bool

        /// Creates a book.
        public init(
            id: Int, title: String, author: String, genre: Genre, rating: Int = 0, isFinished: Bool = false
        ) {
            self.id = id
            self.title = title
            self.author = author
            self.genre = genre
            self.rating = rating
            self.isFinished = isFinished
        }
    }

#endif
