// ViewLifecycle · ReadingList sample app
// UIKit path only: on a Mac this builds only with the package's Headless trait (Docs/Contributing.md).

#if Headless || !os(macOS)

    /// How the library lists its books; kept in `@AppStorage` as its raw value.
    public enum SortOrder: String, CaseIterable, Identifiable, Sendable {
        /// In the order they were added.
        case added = "Date Added"
        /// By title, A to Z.
        case title = "Title"

        /// The order's identity: its name.
        public var id: String { rawValue }
    }

#endif
