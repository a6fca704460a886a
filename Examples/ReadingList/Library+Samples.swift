// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    extension Library {
        /// The books a new install starts with.
        public static let samples: [Book] = [
            Book(
                id: 1, title: "The Left Hand of Darkness", author: "Ursula K. Le Guin", genre: .fiction,
                rating: 5
            ),
            Book(
                id: 2, title: "Silent Spring", author: "Rachel Carson", genre: .nonfiction, rating: 4,
                isFinished: true),
            Book(id: 3, title: "Leaves of Grass", author: "Walt Whitman", genre: .poetry),
        ]
    }

#endif
