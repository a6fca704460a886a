// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// What kind of book a book is.
    public enum Genre: String, CaseIterable, Identifiable, Sendable {
        /// Made-up stories.
        case fiction = "Fiction"
        /// True stories and facts.
        case nonfiction = "Nonfiction"
        /// Poems.
        case poetry = "Poetry"

        /// The genre's identity: its name.
        public var id: String { rawValue }
    }

#endif
