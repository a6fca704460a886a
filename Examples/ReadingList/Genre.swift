// ViewLifecycle · ReadingList sample app

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
